import { useEffect, useState } from 'react';
import { PLAN_EXPIRED_CODE, type MyPlanRecord, type MyPlanRequest } from '@lic/shared-api-types';
import { ApiError, type TokenClaims } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { useStorefront } from '../../../shared/storefront-context';
import { getMyPlan } from '../api/get-my-plan';
import { MY_PLAN_MESSAGES } from '../my-plan.messages';
import { myPlanRequestOf, skipsPlan } from '../my-plan-request';

export type MyPlanState =
  /** A user holding CONFIGURATION: no plan is loaded. */
  | { kind: 'skipped' }
  | { kind: 'loading' }
  | { kind: 'ready'; records: MyPlanRecord[]; request: MyPlanRequest }
  /** 422: no active base plan. */
  | { kind: 'expired' }
  /** Any other failure, told by the "Error de servidor" snackbar. */
  | { kind: 'failed' };

function isExpired(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 422 || error.code === PLAN_EXPIRED_CODE);
}

/** The signed-in customer's plans for the brand (storefront.md §2 My plan, §7, §8 Plan load 422). */
export function useMyPlan(claims: TokenClaims): MyPlanState {
  const { client, appName } = useStorefront();
  const skipped = skipsPlan(claims);
  const request = myPlanRequestOf(claims, appName);
  const { DocumentType, DocumentNumber, ServiceName } = request;
  const [state, setState] = useState<MyPlanState>(skipped ? { kind: 'skipped' } : { kind: 'loading' });

  useEffect(() => {
    if (skipped) {
      setState({ kind: 'skipped' });
      return undefined;
    }
    let live = true;
    const asked = { DocumentType, DocumentNumber, ServiceName };
    setState({ kind: 'loading' });
    getMyPlan(client, asked).then(
      (records) => {
        if (live) setState(records.length === 0 ? { kind: 'expired' } : { kind: 'ready', records, request: asked });
      },
      (error: unknown) => {
        if (!live) return;
        if (isExpired(error)) {
          setState({ kind: 'expired' });
          return;
        }
        setState({ kind: 'failed' });
        notify.error(MY_PLAN_MESSAGES.serverError);
      },
    );
    return () => {
      live = false;
    };
  }, [client, skipped, DocumentType, DocumentNumber, ServiceName]);

  return state;
}
