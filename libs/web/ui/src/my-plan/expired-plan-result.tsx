import { Button, Result } from 'antd';
import { MY_PLAN_TEXTS as T } from './my-plan.texts';

export interface ExpiredPlanResultProps {
  onAcquire: () => void;
  /** "expired": the base plan ended (422); "none": the customer never had one (no plans, no 422). */
  reason?: 'expired' | 'none';
}

/**
 * The plan-expired screen (storefront.md §8 Plan load 422): "¡Tu plan base ha vencido!" and "Adquirir plan";
 * a customer who never had a base plan is invited to get one instead.
 */
export function ExpiredPlanResult({ onAcquire, reason = 'expired' }: ExpiredPlanResultProps) {
  const expired = reason === 'expired';
  return (
    <div data-testid={expired ? 'expired-plan' : 'no-plan'}>
      <Result
        status={expired ? 'warning' : 'info'}
        title={expired ? T.expiredTitle : T.noPlanTitle}
        subTitle={expired ? undefined : T.noPlanText}
        extra={
          <Button type="primary" size="large" onClick={onAcquire}>
            {T.acquirePlan}
          </Button>
        }
      />
    </div>
  );
}
