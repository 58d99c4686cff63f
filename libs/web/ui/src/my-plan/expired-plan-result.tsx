import { Button, Result } from 'antd';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';

/** The plan-expired screen (storefront.md §8 Plan load 422): "¡Tu plan base ha vencido!" and "Adquirir plan". */
export function ExpiredPlanResult({ onAcquire }: { onAcquire: () => void }) {
  return (
    <div data-testid="expired-plan">
      <Result
        status="warning"
        title={T.expiredTitle}
        extra={
          <Button type="primary" size="large" onClick={onAcquire}>
            {T.acquirePlan}
          </Button>
        }
      />
    </div>
  );
}
