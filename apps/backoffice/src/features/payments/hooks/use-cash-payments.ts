import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBackoffice } from '../../../shared/backoffice-context';
import { logFailure } from '../../../shared/api/log-failure';
import { CASH_PAYMENT_BATCH_ROWS, getPurchaseCashByBatch } from '../api/get-purchase-cash-by-batch';
import { searchPurchaseCash } from '../api/search-purchase-cash';
import type { CashPaymentState, CashPurchaseOrder } from '@lic/shared-api-types';

/** backoffice-catalogue.md §2.3 and §9: 5, 10 or 15 rows per page. */
export const CASH_PAGE_SIZES = [5, 10, 15];

interface Batches {
  rows: CashPurchaseOrder[];
  /** Orders of the state on the server, as the last batch said. */
  total: number;
  complete: boolean;
}

const NOTHING_LOADED: Batches = { rows: [], total: 0, complete: false };

export interface CashPaymentsList {
  /** The rows of the current page. */
  rows: CashPurchaseOrder[];
  total: number;
  loading: boolean;
  page: { current: number; pageSize: number };
  setPage: (current: number, pageSize: number) => void;
  /** "Filtrar": the orders matching this text; an empty text goes back to the whole list. */
  filter: (search: string) => void;
}

/**
 * The cash orders of one state. Without a filter they arrive in batches (GetPurchaseCashByBatch): a page
 * beyond the loaded rows fetches the next batches first. A filter asks SearchPurchaseCash for every match.
 * A new `version` loads everything again (after an approval or a rejection). A failed load leaves the list
 * empty (backoffice-catalogue.md §8: the empty text shows).
 */
export function useCashPayments(idState: CashPaymentState, version: number): CashPaymentsList {
  const { client } = useBackoffice();
  const [batches, setBatches] = useState<Batches>(NOTHING_LOADED);
  const [found, setFound] = useState<CashPurchaseOrder[]>([]);
  const [loading, setLoading] = useState(true);
  const [page, setPageState] = useState({ current: 1, pageSize: CASH_PAGE_SIZES[0] });
  const [applied, setApplied] = useState({ search: '', times: 0 });
  const latest = useRef(NOTHING_LOADED);
  /** Bumped by every reset: answers of an older generation are dropped. */
  const generation = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  /** Loads batches until `count` rows are in (or all of them); calls run one after the other. */
  const ensureRows = useCallback(
    (count: number) => {
      const mine = generation.current;
      queue.current = queue.current.then(async () => {
        if (mine !== generation.current) return;
        let { rows, total, complete } = latest.current;
        if (complete || rows.length >= count) return;
        setLoading(true);
        try {
          while (!complete && rows.length < count) {
            const batch = await getPurchaseCashByBatch(client, idState, rows.length);
            if (mine !== generation.current) return;
            rows = [...rows, ...batch.records];
            total = batch.count;
            complete = rows.length >= total || batch.records.length < CASH_PAYMENT_BATCH_ROWS;
          }
        } catch (error) {
          logFailure('GetPurchaseCashByBatch', error);
          complete = true;
        } finally {
          if (mine === generation.current) {
            latest.current = { rows, total, complete };
            setBatches(latest.current);
            setLoading(false);
          }
        }
      });
      return queue.current;
    },
    [client, idState],
  );

  // A new filter or version starts over: from the first batch, or with a new search.
  useEffect(() => {
    const mine = ++generation.current;
    latest.current = NOTHING_LOADED;
    setBatches(NOTHING_LOADED);
    setFound([]);
    setPageState((current) => (current.current === 1 ? current : { ...current, current: 1 }));
    setLoading(true);
    if (applied.search === '') return;
    searchPurchaseCash(client, idState, applied.search)
      .then(
        (records) => mine === generation.current && setFound(records),
        (error) => logFailure('SearchPurchaseCash', error),
      )
      .finally(() => mine === generation.current && setLoading(false));
  }, [client, idState, applied, version]);

  useEffect(() => {
    if (applied.search === '') void ensureRows(page.current * page.pageSize);
  }, [ensureRows, applied, version, page]);

  const filtering = applied.search !== '';
  const all = filtering ? found : batches.rows;
  const total = filtering ? found.length : Math.max(batches.total, batches.rows.length);
  const rows = useMemo(() => all.slice((page.current - 1) * page.pageSize, page.current * page.pageSize), [all, page]);

  const setPage = useCallback(
    (current: number, pageSize: number) =>
      setPageState((previous) => ({ current: pageSize === previous.pageSize ? current : 1, pageSize })),
    [],
  );
  const filter = useCallback((search: string) => setApplied((previous) => ({ search, times: previous.times + 1 })), []);

  return { rows, total, loading, page, setPage, filter };
}
