import { PLAN_EXPIRED_CODE, type MyPlanRecord, type MyPlanRequest } from '@lic/shared-api-types';
import { ApiError, type TokenClaims } from '@lic/web-api-client';
import { notify, useRemote } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getMyPlan } from '../api/get-my-plan';
import { MY_PLAN_MESSAGES } from '../my-plan.messages';
import { myPlanRequestOf, skipsPlan } from '../my-plan-request';

export type MyPlanState =
  /** A user holding CONFIGURATION: no plan is loaded. */
  | { kind: 'skipped' }
  | { kind: 'loading' }
  | { kind: 'ready'; records: MyPlanRecord[]; request: MyPlanRequest }
  /** 422: the base plan ended. */
  | { kind: 'expired' }
  /** No plans and no 422: the customer never had a base plan. */
  | { kind: 'none' }
  /** Any other failure, told by the "Error de servidor" snackbar. */
  | { kind: 'failed' };

const SKIPPED: MyPlanState = { kind: 'skipped' };
const LOADING: MyPlanState = { kind: 'loading' };

function isExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 422 || error.code === PLAN_EXPIRED_CODE);
}

/** The signed-in customer's plans for the brand (storefront.md §2 My plan, §7, §8 Plan load 422). */
export function useMyPlan(claims: TokenClaims): MyPlanState {
  const { client, appName } = useStorefront();
  const skipped = skipsPlan(claims);
  const request = myPlanRequestOf(claims, appName);
  const { DocumentType, DocumentNumber, ServiceName } = request;
  const plan = useRemote(
    [client, DocumentType, DocumentNumber, ServiceName],
    (signal): Promise<MyPlanState> => {
      const asked = { DocumentType, DocumentNumber, ServiceName };
      return getMyPlan(client, asked).then(
        (records): MyPlanState => (records.length === 0 ? { kind: 'none' } : { kind: 'ready', records, request: asked }),
        (error: unknown): MyPlanState => {
          if (isExpired(error)) return { kind: 'expired' };
          // A stale answer (another customer asked since, or the page left) tells nothing.
          if (!signal.aborted) notify.error(MY_PLAN_MESSAGES.serverError);
          return { kind: 'failed' };
        },
      );
    },
    { enabled: !skipped },
  );

  if (skipped) return SKIPPED;
  return plan.loading ? LOADING : (plan.data ?? LOADING);
}
