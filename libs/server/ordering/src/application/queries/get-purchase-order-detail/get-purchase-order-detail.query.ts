import { Query } from '@nestjs/cqrs';
import type { PaymentMethod, PurchaseOrderKind, PurchaseOrderState } from '../../../domain/purchase-order-state';

export interface PurchaseOrderDetailLineView {
  packageId: number;
  packageCode: string;
  packageName: string;
  quantity: number;
  /** Catalogue price of one package, IVA included. */
  unitPrice: number;
  /** Discount of the line, before IVA. */
  discount: number;
  /** IVA percent. */
  taxIva: number;
  ivaValue: number;
  /** Line total, IVA included. */
  total: number;
}

export interface PurchaseOrderTotalsView {
  subTotal: number;
  totalDiscount: number;
  /** IVA value. */
  taxIva: number;
  total: number;
}

export interface PurchaseOrderCustomerView {
  /** Natural or Jurídica (the stored N or J). */
  personType: string | null;
  /** Document type code (NIT, CC, CE…). */
  documentType: string | null;
  documentNumber: string;
  /** Legal name, or first and last names. */
  name: string;
  email: string | null;
  cellphoneNumber: string | null;
  address: string | null;
  /** Municipality name. */
  city: string | null;
}

/** The consent given with the order (Ley 1581 de 2012). */
export interface PurchaseOrderConsentView {
  policyUrl: string;
  termsUrl: string;
  acceptedAt: string;
  ip: string | null;
  userName: string | null;
}

/**
 * Kinds: REGISTERED, PAYMENT_ATTEMPT, GATEWAY_ANSWER, PROOF_UPLOADED, APPROVED, REJECTED, ACTIVATED (SIN_PAGO
 * or a trial's link), LICENCE_ISSUED, EMAIL_SENT.
 */
export type PurchaseOrderTimelineKind =
  | 'REGISTERED'
  | 'PAYMENT_ATTEMPT'
  | 'GATEWAY_ANSWER'
  | 'PROOF_UPLOADED'
  | 'APPROVED'
  | 'REJECTED'
  | 'REVERSED'
  | 'ACTIVATED'
  | 'LICENCE_ISSUED'
  | 'EMAIL_SENT';

export interface PurchaseOrderTimelineEntryView {
  /** ISO instant. */
  at: string;
  kind: PurchaseOrderTimelineKind;
  /** Spanish. */
  title: string;
  /** Spanish, one line. */
  detail: string | null;
  /** A staff user, the customer, the gateway (SANDBOX…) or "Sistema"; null when unknown. */
  actor: string | null;
}

/** GET /license/api/PurchaseOrder/GetPurchaseOrderDetail/{referenceUuid} → result. */
export interface PurchaseOrderDetailView {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  kind: PurchaseOrderKind;
  state: PurchaseOrderState;
  stateName: string;
  paymentMethod: PaymentMethod;
  /** SANDBOX, EPAYCO or PAGUEATIEMPO for online payments; null otherwise. */
  paymentGateway: string | null;
  promotionCode: string | null;
  /** registeredOn, ISO instant. */
  createdOn: string;
  /** When its plans start (approval or activation); null before. */
  effectiveOn: string | null;
  lines: PurchaseOrderDetailLineView[];
  totals: PurchaseOrderTotalsView;
  billingCustomer: PurchaseOrderCustomerView;
  serviceCustomer: PurchaseOrderCustomerView;
  consent: PurchaseOrderConsentView;
  /** Oldest first. */
  timeline: PurchaseOrderTimelineEntryView[];
}

/** The whole order for support staff: lines, totals, customers, consent and what happened to it. */
export class GetPurchaseOrderDetailQuery extends Query<PurchaseOrderDetailView | null> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}
