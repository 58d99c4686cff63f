import { Query } from '@nestjs/cqrs';
import type { Entitlement } from '@lic/shared-api-types';

/** What the customer's active balances of a feature of the app's service hold (found), or why there is none. */
export type EntitlementAnswer =
  { kind: 'FOUND'; entitlement: Entitlement } | { kind: 'UNKNOWN_FEATURE' } | { kind: 'UNKNOWN_COMPANY' } | { kind: 'PLAN_SUSPENDED' };

/** Decision 0033: the entitlement check of an app (docs/api/licensing.md "Derechos"). */
export class GetEntitlementQuery extends Query<EntitlementAnswer> {
  constructor(
    readonly appName: string,
    readonly documentType: number,
    readonly documentNumber: string,
    readonly featureCode: string,
  ) {
    super();
  }
}
