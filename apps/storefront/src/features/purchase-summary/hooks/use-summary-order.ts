import { useCallback } from 'react';
import { ApiError, NO_RESPONSE } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getSummaryOrder } from '../api/get-summary-order';
import type { SummaryOrder } from '../purchase-summary.types';

export type SummaryOrderState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: SummaryOrder }
  /** No order by that reference, or one without products. */
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

const LOADING: SummaryOrderState = { kind: 'loading' };

function stateOfError(error: unknown): SummaryOrderState {
  if (!(error instanceof ApiError)) return { kind: 'error', message: NO_RESPONSE };
  // 400 (not a reference) and 404 (unknown) both mean: no such order.
  if (error.status === 400 || error.status === 404) return { kind: 'empty' };
  return { kind: 'error', message: error.statusMessage };
}

/** The order's summary; `reload` fetches it again and keeps showing the current one meanwhile. */
export function useSummaryOrder(referenceUuid: string): { state: SummaryOrderState; reload: () => void } {
  const { client, appName } = useStorefront();
  const summary = useRemote([client, referenceUuid, appName], () =>
    getSummaryOrder(client, referenceUuid, appName).then(
      (order): SummaryOrderState =>
        order === null || !Array.isArray(order.summaryPackages) || order.summaryPackages.length === 0
          ? { kind: 'empty' }
          : { kind: 'ready', order },
      stateOfError,
    ),
  );
  const { reload: load } = summary;
  const reload = useCallback(() => void load(), [load]);

  return { state: summary.data ?? LOADING, reload };
}
