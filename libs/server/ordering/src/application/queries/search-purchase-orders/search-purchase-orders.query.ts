import { Query } from '@nestjs/cqrs';
import type { PaymentMethod, PurchaseOrderState } from '../../../domain/purchase-order-state';

/** The filters of the back office's order list, already checked; every one optional, all applied together. */
export interface PurchaseOrderSearch {
  state?: PurchaseOrderState;
  paymentMethod?: PaymentMethod;
  /** Brand, lower case. */
  appName?: string;
  /** registeredOn ≥ this instant (start of a Bogotá day). */
  from?: Date;
  /** registeredOn < this instant (start of the Bogotá day after the last one). */
  before?: Date;
  /** Exact document number of the billing or the service customer. */
  documentNumber?: string;
  /** Part of the payment reference (any case), or the whole referenceUuid. */
  reference?: string;
  skip: number;
  take: number;
}

/** A row of POST /license/api/PurchaseOrder/SearchPurchaseOrders. */
export interface PurchaseOrderSummaryView {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  state: PurchaseOrderState;
  stateName: string;
  paymentMethod: PaymentMethod;
  /** The billing customer's legal name, or first and last names. */
  customerName: string;
  /** The billing customer's document number. */
  documentNumber: string;
  total: number;
  /** registeredOn, ISO instant. */
  createdOn: string;
}

export interface PurchaseOrderPage {
  records: PurchaseOrderSummaryView[];
  /** Every match, for the pager. */
  count: number;
}

/** Every order (purchases and trials) of every brand matching the filters, newest first. */
export class SearchPurchaseOrdersQuery extends Query<PurchaseOrderPage> {
  constructor(readonly search: PurchaseOrderSearch) {
    super();
  }
}
