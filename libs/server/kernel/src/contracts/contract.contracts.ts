import { Query } from '@nestjs/cqrs';

/*
 * Messages between contracts and licensing (docs/api/contracts.md). Licensing grants the balances of a
 * contract and contracts shows them on the customer dashboard; neither imports the other.
 */

/** One contracted service line as licensing grants it. */
export interface ContractedLine {
  /** The line's id in the contracts context. */
  lineId: number;
  packageCode: string;
  /** 0 when unlimited. */
  quantity: number;
  isUnlimited: boolean;
  /** A, M, D (years, months, days) and the amount of them. */
  validityTypeId: string;
  validityAmount: number;
  /** Device variant only. */
  deviceType: string | null;
  credentialsDeliveryType: number | null;
  reassignmentQuota: number | null;
  identifierCode: string;
}

export interface ContractCreatedFields {
  contractId: number;
  contractNumber: string;
  serviceName: string;
  contractStartDate: Date;
  contractEndDate: Date;
  customerId: string;
  customerName: string;
  documentTypeId: number;
  documentNumber: string;
  lines: ContractedLine[];
  createdBy: string;
  createdOn: Date;
}

/** A contract was saved (it is immutable from then on): licensing grants its lines as balances. */
export class ContractCreatedEvent implements ContractCreatedFields {
  static readonly eventName = 'contracts.contract-created';

  readonly contractId!: number;
  readonly contractNumber!: string;
  readonly serviceName!: string;
  readonly contractStartDate!: Date;
  readonly contractEndDate!: Date;
  readonly customerId!: string;
  readonly customerName!: string;
  readonly documentTypeId!: number;
  readonly documentNumber!: string;
  readonly lines!: ContractedLine[];
  readonly createdBy!: string;
  readonly createdOn!: Date;

  constructor(fields: ContractCreatedFields) {
    Object.assign(this, fields);
  }
}

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

/** One accepted consumption event as the customer's movements report shows it. */
export interface ConsumptionMovement {
  eventId: string;
  appName: string;
  featureCode: string;
  quantity: number;
  occurredAt: Date;
}

/** The consumption of a customer's feature in a service between two instants, newest first (at most `limit`). */
export class GetConsumptionMovementsQuery extends Query<ConsumptionMovement[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string,
    readonly featureCode: string,
    readonly from: Date,
    readonly to: Date,
    readonly limit: number,
  ) {
    super();
  }
}

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

/** A package offered to contracts (GET license/api/package/GetPackagesByServiceName/{serviceName} with header isContract). */
export interface ContractPackageView {
  packageCode: string;
  packageDescription: string;
  deviceCategoryId: number | null;
}

/**
 * The active packages, public and private, of a contract product (answered by contracts; asked by the
 * storefront catalogue controller of ordering for the header isContract). Null when the service is not a
 * contract product.
 */
export class GetContractPackagesQuery extends Query<ContractPackageView[] | null> {
  constructor(readonly serviceName: string) {
    super();
  }
}
