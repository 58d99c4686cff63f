// The back office's purchase-order browser ("Órdenes de compra"): every order of every brand, read-only
// (docs/api/ordering.md, "Órdenes de compra (back office)"). The server answers these shapes from
// libs/server/ordering (SearchPurchaseOrdersQuery, GetPurchaseOrderDetailQuery).

import type { PaymentMethod } from './storefront';

/**
 * Every state of a purchase order (docs/api/ordering.md): 1 registered (online, pending), 5 pending cash,
 * 6 approved, 7 rejected, 8 activated, 9 pending activation (trial), 10 paid then reversed by the gateway,
 * 11 paid then cancelled by staff ("Anular orden").
 */
export const PurchaseOrderStateId = {
  REGISTERED: 1,
  PENDING_CASH: 5,
  APPROVED: 6,
  REJECTED: 7,
  ACTIVATED: 8,
  PENDING_ACTIVATION: 9,
  REVERSED: 10,
  CANCELLED: 11,
} as const;
export type PurchaseOrderStateId = (typeof PurchaseOrderStateId)[keyof typeof PurchaseOrderStateId];

/** A purchase from the purchase form, or a free trial from the trial form. */
export type PurchaseOrderKind = 'PURCHASE' | 'TRIAL';

/**
 * POST /license/api/PurchaseOrder/SearchPurchaseOrders: every order of every brand, newest first; each filter
 * is optional and they all apply together.
 */
export interface SearchPurchaseOrdersRequest {
  state?: PurchaseOrderStateId;
  paymentMethod?: PaymentMethod;
  /** The brand (app name, e.g. colfactura). */
  appName?: string;
  /** Registered on or after this Bogotá date (YYYY-MM-DD). */
  from?: string;
  /** Registered on or before this Bogotá date (YYYY-MM-DD), inclusive. */
  to?: string;
  /** The billing or the service customer's document number, exact. */
  documentNumber?: string;
  /** Part of the payment reference (e.g. LIC-2026-000123) or the whole referenceUuid. */
  reference?: string;
  skip: number;
  /** 1 to 100. */
  take: number;
}

/** A row of SearchPurchaseOrders. */
export interface PurchaseOrderSummary {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  state: PurchaseOrderStateId;
  /** Spanish name of the state. */
  stateName: string;
  paymentMethod: PaymentMethod;
  /** The billing customer's legal name, or first and last names. */
  customerName: string;
  /** The billing customer's document number. */
  documentNumber: string;
  total: number;
  /** ISO instant the order was registered. */
  createdOn: string;
}

/** SearchPurchaseOrders → result. */
export interface PurchaseOrderPage {
  records: PurchaseOrderSummary[];
  /** Every match, for the pager. */
  count: number;
}

export interface PurchaseOrderDetailLine {
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
  /** Total of the line, IVA included. */
  total: number;
}

export interface PurchaseOrderTotals {
  subTotal: number;
  totalDiscount: number;
  /** IVA value. */
  taxIva: number;
  total: number;
}

export interface PurchaseOrderCustomer {
  /** Natural or Jurídica (the stored N or J). */
  personType: string | null;
  /** Code of the document type (NIT, CC, CE…). */
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
export interface PurchaseOrderConsent {
  policyUrl: string;
  termsUrl: string;
  acceptedAt: string;
  ip: string | null;
  userName: string | null;
}

/**
 * What happened to the order: REGISTERED, PAYMENT_ATTEMPT (a checkout was requested), GATEWAY_ANSWER (each
 * gateway confirmation), PROOF_UPLOADED, APPROVED, REJECTED (detail: the reason), REVERSED (the gateway reversed
 * the approved payment), CANCELLED (staff cancelled the paid order; detail: the reason), ACTIVATED (SIN_PAGO or a trial's link), LICENCE_ISSUED, EMAIL_SENT (detail: recipient
 * and subject).
 */
export type PurchaseOrderTimelineKind =
  | 'REGISTERED'
  | 'PAYMENT_ATTEMPT'
  | 'GATEWAY_ANSWER'
  | 'PROOF_UPLOADED'
  | 'APPROVED'
  | 'REJECTED'
  | 'REVERSED'
  | 'CANCELLED'
  | 'ACTIVATED'
  | 'LICENCE_ISSUED'
  | 'EMAIL_SENT';

export interface PurchaseOrderTimelineEntry {
  /** ISO instant. */
  at: string;
  kind: PurchaseOrderTimelineKind;
  /** Spanish, e.g. "Pago aprobado". */
  title: string;
  /** Spanish, one line. */
  detail: string | null;
  /** Who did it: a staff user name, the customer, the gateway (SANDBOX, EPAYCO…) or "Sistema"; null when unknown. */
  actor: string | null;
}

/** GET /license/api/PurchaseOrder/GetPurchaseOrderDetail/{referenceUuid} → result (404 when unknown). */
export interface PurchaseOrderDetail {
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  serviceName: string;
  kind: PurchaseOrderKind;
  state: PurchaseOrderStateId;
  stateName: string;
  paymentMethod: PaymentMethod;
  /** SANDBOX, EPAYCO or PAGUEATIEMPO for online payments; null otherwise. */
  paymentGateway: string | null;
  promotionCode: string | null;
  /** ISO instant the order was registered. */
  createdOn: string;
  /** When its plans start (approval or activation); null before. */
  effectiveOn: string | null;
  /** Staff cancelled the paid order (state 11): when (ISO), who and why; null otherwise. */
  cancellation: { cancelledOn: string; cancelledBy: string; reason: string } | null;
  lines: PurchaseOrderDetailLine[];
  totals: PurchaseOrderTotals;
  billingCustomer: PurchaseOrderCustomer;
  serviceCustomer: PurchaseOrderCustomer;
  consent: PurchaseOrderConsent;
  /** Oldest first. */
  timeline: PurchaseOrderTimelineEntry[];
}

/** POST /license/api/PurchaseOrder/CancelPurchaseOrder/{referenceUuid}: staff cancel a paid order ("Anular orden"). */
export interface CancelPurchaseOrderRequest {
  /** Why (required, up to 250 characters): it goes on the suspended licences and in the credit note. */
  reason: string;
}

/** The cancelled order; cancelledNow is false when it already was (a second click or a replay changes nothing). */
export interface CancelPurchaseOrderResult {
  referenceUuid: string;
  paymentReference: string;
  state: PurchaseOrderStateId;
  stateName: string;
  /** ISO instant. */
  cancelledOn: string;
  cancelledBy: string;
  reason: string;
  cancelledNow: boolean;
}
