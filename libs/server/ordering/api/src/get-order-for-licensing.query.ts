import { Query } from '@nestjs/cqrs';

export interface OrderForLicensingLine {
  packageId: number;
  packageCode: string;
  packageName: string;
  packageTypeCode: string;
  validityTypeId: string;
  validityPeriod: number;
  quantity: number;
}

/** What licensing needs to turn an approved order into plans (docs/api/licensing.md "Issuance"). */
export interface OrderForLicensing {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  /** The company or person the licences are for. */
  serviceCustomerId: string;
  registeredOn: Date;
  lines: OrderForLicensingLine[];
}

/** The order with this referenceUuid as licensing issues it; null when unknown. */
export class GetOrderForLicensingQuery extends Query<OrderForLicensing | null> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}
