import { Select } from 'antd';
import type { EmployeeMonth } from '@lic/shared-api-types';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';

export interface EmployeeMonthSelectProps {
  months: EmployeeMonth[];
  /** The chosen month as `year-month`, or null before the months arrive. */
  value: string | null;
  onChange: (month: EmployeeMonth) => void;
  loading?: boolean;
}

/** The key of a month in the select. */
export const employeeMonthKey = (month: Pick<EmployeeMonth, 'year' | 'month'>) => `${month.year}-${month.month}`;

/** The months of the employee monthly detail (colnomina, GetDetailLicenseEmployeeMyPlan). */
export function EmployeeMonthSelect({ months, value, onChange, loading }: EmployeeMonthSelectProps) {
  return (
    <Select
      aria-label={T.month}
      placeholder={T.month}
      value={value}
      loading={loading}
      notFoundContent={T.noInformation}
      style={{ width: '100%' }}
      options={months.map((month) => ({ value: employeeMonthKey(month), label: `${month.nameMonth} ${month.year}` }))}
      onChange={(key: string) => {
        const chosen = months.find((month) => employeeMonthKey(month) === key);
        if (chosen) onChange(chosen);
      }}
    />
  );
}
