import { Query } from '@nestjs/cqrs';

/** A contract line's balance as licensing keeps it (sum over its features' balances of category T). */
export interface ContractLineBalance {
  contractNumber: string;
  lineId: number;
  packageCode: string;
  serviceFeatureCode: string;
  effectiveDate: Date;
  expirationDate: Date;
  total: number;
  used: number;
  /** Units held by reservations not yet committed or released (decision 0033); what is left is total − used − reserved. */
  reserved?: number;
  isUnlimited: boolean;
}

/** The balances licensing granted for the contracts of a customer in a service (empty when none). */
export class GetContractBalancesQuery extends Query<ContractLineBalance[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string,
  ) {
    super();
  }
}
