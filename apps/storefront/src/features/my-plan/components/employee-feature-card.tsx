import type { MyPlanFeature, MyPlanRequest } from '@lic/shared-api-types';
import { UNLIMITED_QUANTITY } from '@lic/shared-rules';
import { EmployeeMonthSelect, PlanFeatureCard, employeeMonthKey } from '@lic/web-ui';
import { useEmployeeDetail } from '../hooks/use-employee-detail';

/** The feature whose card shows the employees of one month (storefront.md §3: COLNOMINA_EMPLEADO). */
export const EMPLOYEE_FEATURE_CODE = 'COLNOMINA_EMPLEADO';

const UNLIMITED_LABEL = 'Ilimitadas';
const quantity = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });
const labelOf = (value: number) => (value >= UNLIMITED_QUANTITY ? UNLIMITED_LABEL : quantity.format(value));

export interface EmployeeFeatureCardProps {
  feature: MyPlanFeature;
  /** The customer's document and the plan's service. */
  request: MyPlanRequest;
  onBuyMore: (feature: MyPlanFeature) => void;
}

/**
 * The COLNOMINA_EMPLEADO card: a month select (GetDetailLicenseEmployeeMyPlan) and that month's Total,
 * Disponible and Usado (SetDetailLicenseEmployeeMyPlan); the plan's own figures until a month arrives.
 */
export function EmployeeFeatureCard({ feature, request, onBuyMore }: EmployeeFeatureCardProps) {
  const employees = useEmployeeDetail(request);
  const { detail } = employees;
  return (
    <PlanFeatureCard
      title={feature.featureAlias}
      featureCode={feature.featureCode}
      logoType={feature.logoType}
      total={detail ? labelOf(detail.quantityTx) : feature.quantityTxLabel}
      available={detail ? labelOf(detail.quantityBalance) : feature.amountBalanceTxLabel}
      used={detail ? labelOf(detail.quantityUse) : feature.quantityAddLabel}
      onBuyMore={() => onBuyMore(feature)}
    >
      <EmployeeMonthSelect
        months={employees.months}
        value={employees.month === null ? null : employeeMonthKey(employees.month)}
        loading={employees.loading}
        onChange={employees.choose}
      />
    </PlanFeatureCard>
  );
}
