import { useState } from 'react';
import type { EmployeeMonth, EmployeeMonthDetail, MyPlanRequest } from '@lic/shared-api-types';
import { notify, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getEmployeeMonthDetail } from '../api/get-employee-month-detail';
import { getEmployeeMonths } from '../api/get-employee-months';
import { MY_PLAN_MESSAGES } from '../my-plan.messages';

export interface EmployeeDetail {
  months: EmployeeMonth[];
  /** The month shown; the newest until the customer picks another. */
  month: EmployeeMonth | null;
  detail: EmployeeMonthDetail | null;
  loading: boolean;
  choose: (month: EmployeeMonth) => void;
}

const NO_MONTHS: EmployeeMonth[] = [];

/** Tells a failed call with the "Error de servidor" snackbar, unless a newer call made it stale. */
const toldFailure =
  <T>(load: () => Promise<T>) =>
  (signal: AbortSignal) =>
    load().catch((error: unknown) => {
      if (!signal.aborted) notify.error(MY_PLAN_MESSAGES.serverError);
      throw error;
    });

/** The colnomina employee monthly detail: the months of the plan, then the figures of the chosen one. */
export function useEmployeeDetail(request: MyPlanRequest): EmployeeDetail {
  const { client } = useStorefront();
  const { DocumentType, DocumentNumber, ServiceName } = request;
  const months = useRemote(
    [client, DocumentType, DocumentNumber, ServiceName],
    toldFailure(() => getEmployeeMonths(client, { DocumentType, DocumentNumber, ServiceName })),
  );
  // The customer's pick, for the months it was picked from; the newest month otherwise.
  const [chosen, choose] = useState<EmployeeMonth | null>(null);
  const found = months.data ?? NO_MONTHS;
  const month = chosen !== null && found.includes(chosen) ? chosen : (found[0] ?? null);
  const detail = useRemote(
    [client, month, DocumentType, DocumentNumber, ServiceName],
    toldFailure(() =>
      getEmployeeMonthDetail(client, { DocumentType, DocumentNumber, ServiceName, Month: month?.month ?? 0, Year: month?.year ?? 0 }),
    ),
    { enabled: month !== null },
  );

  return {
    months: found,
    month,
    detail: detail.data ?? null,
    loading: months.loading || detail.loading,
    choose,
  };
}
