// Contracts publishes it; licensing grants the contract's lines as balances (docs/api/contracts.md).

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
