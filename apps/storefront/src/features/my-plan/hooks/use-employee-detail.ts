import { useCallback, useEffect, useState } from 'react';
import type { EmployeeMonth, EmployeeMonthDetail, MyPlanRequest } from '@lic/shared-api-types';
import { notify } from '@lic/web-ui';
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

const serverError = () => notify.error(MY_PLAN_MESSAGES.serverError);

/** The colnomina employee monthly detail: the months of the plan, then the figures of the chosen one. */
export function useEmployeeDetail(request: MyPlanRequest): EmployeeDetail {
  const { client } = useStorefront();
  const { DocumentType, DocumentNumber, ServiceName } = request;
  const [months, setMonths] = useState<EmployeeMonth[]>([]);
  const [month, setMonth] = useState<EmployeeMonth | null>(null);
  const [detail, setDetail] = useState<EmployeeMonthDetail | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    getEmployeeMonths(client, { DocumentType, DocumentNumber, ServiceName }).then(
      (found) => {
        if (!live) return;
        setMonths(found);
        setMonth(found[0] ?? null);
        if (found.length === 0) setLoading(false);
      },
      () => {
        if (!live) return;
        setLoading(false);
        serverError();
      },
    );
    return () => {
      live = false;
    };
  }, [client, DocumentType, DocumentNumber, ServiceName]);

  useEffect(() => {
    if (month === null) return undefined;
    let live = true;
    setLoading(true);
    getEmployeeMonthDetail(client, { DocumentType, DocumentNumber, ServiceName, Month: month.month, Year: month.year })
      .then(
        (found) => live && setDetail(found),
        () => live && serverError(),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [client, month, DocumentType, DocumentNumber, ServiceName]);

  const choose = useCallback((chosen: EmployeeMonth) => setMonth(chosen), []);
  return { months, month, detail, loading, choose };
}
