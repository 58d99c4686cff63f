import { Query } from '@nestjs/cqrs';

/**
 * A plan bought in the store (not a contract) whose balance of a feature is consumed before the contract's,
 * because it expires earlier (consumption takes the earliest-expiring active balance first; design.md §5).
 */
export interface PlanConsumedFirst {
  packageName: string;
  expirationDate: Date;
  /** What is left of the feature in that plan (0 when unlimited). */
  available: number;
  isUnlimited: boolean;
}

/**
 * The customer's store plans of a feature that consumption takes before a contract balance expiring at
 * `contractExpiration`: active, not suspended, with balance left, expiring earlier; earliest first.
 */
export class GetPlansConsumedBeforeContractQuery extends Query<PlanConsumedFirst[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string,
    readonly featureCode: string,
    readonly contractExpiration: Date,
  ) {
    super();
  }
}
