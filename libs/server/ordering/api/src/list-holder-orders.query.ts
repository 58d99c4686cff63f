import { Query } from '@nestjs/cqrs';
import type { PurchaseCustomer } from '@lic/shared-api-types';

/** An order as a holder's personal-data export shows it (Ley 1581 de 2012, the right to know). */
export interface HolderOrderRecord {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  kind: string;
  /** State code (purchase-order-state.ts). */
  state: number;
  paymentMethod: string;
  total: number;
  registeredOn: string;
  lines: { packageName: string; quantity: number; total: number }[];
  serviceCustomer: PurchaseCustomer;
  billingCustomer: PurchaseCustomer;
  consent: { policyUrl: string; termsUrl: string; acceptedAt: string; ip: string | null };
}

/**
 * The orders whose service or billing customer has this document, the latest first (at most 500). Asked by
 * privacy for the holder's export.
 */
export class ListHolderOrdersQuery extends Query<HolderOrderRecord[]> {
  constructor(readonly documentNumber: string) {
    super();
  }
}
