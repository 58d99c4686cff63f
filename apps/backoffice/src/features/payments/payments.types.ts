// Shapes of the payment endpoints the back office calls: the cash payments of backoffice-catalogue.md §3 and
// §7, and the purchase-order browser this project adds (written down in docs for the server, see the report
// of issue 5). Dates are ISO instants in UTC unless said otherwise.

import type { PaymentMethod } from '@lic/shared-api-types';

/** Cash payment states of backoffice-catalogue.md §4: 5 pending, 6 approved, 7 rejected. */
export const CashPaymentState = { PENDING: 5, APPROVED: 6, REJECTED: 7 } as const;
export type CashPaymentState = (typeof CashPaymentState)[keyof typeof CashPaymentState];

/**
 * Every state of a purchase order (docs/api/ordering.md): the cash ones plus 1 online pending, 8 activated, 9 trial,
 * 10 paid then reversed by the gateway.
 */
export const PurchaseOrderStateId = {
  REGISTERED: 1,
  PENDING_CASH: 5,
  APPROVED: 6,
  REJECTED: 7,
  ACTIVATED: 8,
  PENDING_ACTIVATION: 9,
  REVERSED: 10,
} as const;
export type PurchaseOrderStateId = (typeof PurchaseOrderStateId)[keyof typeof PurchaseOrderStateId];

// ---------------------------------------------------------------- Pagos en efectivo

/** POST /license/api/PurchaseOrder/GetPurchaseCashByBatch: `NumRows` orders of the state after the first `Last`. */
export interface GetPurchaseCashByBatchRequest {
  /** Rows of this state already loaded (0 for the first batch). */
  Last: number;
  NumRows: number;
  IdState: CashPaymentState;
}

/** POST /license/api/PurchaseOrder/SearchPurchaseCash: every order of the state whose reference, customer or document contains Search. */
export interface SearchPurchaseCashRequest {
  IdState: CashPaymentState;
  /** Without spaces (the screen blocks them). */
  Search: string;
}

/** A stored file of a cash order: its name and when the customer uploaded it. */
export interface CashPurchaseFile {
  fileName: string;
  uploadedOn: string;
}

export interface CashPurchaseCustomer {
  legalName: string | null;
  firstName?: string | null;
  lastName?: string | null;
  documentNumber: string;
  documentTypeLicense: { documentTypeCode: string } | null;
}

/**
 * A cash purchase order (backoffice-catalogue.md §3), a record of GetPurchaseCashByBatch and SearchPurchaseCash,
 * both answering `{ result: { records, count } }` (count: every order of the state, or every match).
 */
export interface CashPurchaseOrder {
  /** The order's id, sent back in ChangeStatePurchase (the same value as referenceUuid). */
  id: string;
  referenceUuid: string;
  paymentReference: string;
  /** The brand the order was bought in; the path parameter of ChangeStatePurchase. */
  appName: string;
  state: CashPaymentState;
  purchaseDate: string;
  /** Total to pay, IVA included ("Valor a pagar"). */
  totalPurchase: number;
  customer: CashPurchaseCustomer;
  /** The proof of payment; "Fecha soporte" is its upload date. null: not uploaded yet. */
  paymentSupport: CashPurchaseFile | null;
  /** The buyer's RUT; null: not uploaded. */
  rut?: CashPurchaseFile | null;
  /** Rejected orders (7): the chosen reject type. */
  rejectTypeId: number | null;
  /** Rejected orders: the reject type's description, when the server sends it along. */
  rejectTypeDescription?: string | null;
}

/** GET /license/api/parameter/GetAllRejectTypes → result.records. */
export interface RejectType {
  id: number;
  rejectTypeDescription: string;
}

/** POST /license/api/PurchaseOrder/ChangeStatePurchase/{appName}: approve (6) or reject (7, with its type) a pending order. */
export interface ChangeStatePurchaseRequest {
  id: string;
  idState: typeof CashPaymentState.APPROVED | typeof CashPaymentState.REJECTED;
  /** Required when rejecting; null when approving. */
  rejectTypeId: number | null;
}

/** Header SupportType of getpaymentsupport. */
export type PaymentSupportType = 'PAYMENT_SUPPORT' | 'RUT';

/** GET /license/api/purchaseorderlicense/getpaymentsupport (headers ReferenceUuid, SupportType) → resultUploadSupport. */
export interface StoredPaymentSupport {
  fileName: string;
  base64: string | null;
  pathFile?: string | null;
}

// ---------------------------------------------------------------- Órdenes de compra

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

/** A row of SearchPurchaseOrders → `{ result: { records, count } }` (count: every match). */
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
  createdOn: string;
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
  taxIva: number;
  total: number;
}

export interface PurchaseOrderCustomer {
  personType: string | null;
  /** Code of the document type (NIT, CC, CE…). */
  documentType: string | null;
  documentNumber: string;
  /** Legal name, or first and last names. */
  name: string;
  email: string | null;
  cellphoneNumber: string | null;
  address: string | null;
  city: string | null;
}

/**
 * What happened to the order, oldest first. kind: REGISTERED, PAYMENT_ATTEMPT (a checkout was requested),
 * GATEWAY_ANSWER (each gateway confirmation, with its answer in detail), PROOF_UPLOADED, APPROVED, REJECTED
 * (detail: the reason), REVERSED (the gateway reversed the approved payment), LICENCE_ISSUED, EMAIL_SENT
 * (detail: recipient and subject); others may come later.
 */
export type PurchaseOrderTimelineKind =
  | 'REGISTERED'
  | 'PAYMENT_ATTEMPT'
  | 'GATEWAY_ANSWER'
  | 'PROOF_UPLOADED'
  | 'APPROVED'
  | 'REJECTED'
  | 'REVERSED'
  | 'LICENCE_ISSUED'
  | 'EMAIL_SENT'
  | (string & {});

export interface PurchaseOrderTimelineEntry {
  at: string;
  kind: PurchaseOrderTimelineKind;
  /** Spanish, e.g. "Pago aprobado". */
  title: string;
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
  state: PurchaseOrderStateId;
  stateName: string;
  paymentMethod: PaymentMethod;
  /** SANDBOX, EPAYCO or PAGUEATIEMPO for online payments; null otherwise. */
  paymentGateway: string | null;
  promotionCode: string | null;
  createdOn: string;
  /** When its plans start (approval or activation); null before. */
  effectiveOn: string | null;
  lines: PurchaseOrderDetailLine[];
  totals: PurchaseOrderTotals;
  billingCustomer: PurchaseOrderCustomer;
  serviceCustomer: PurchaseOrderCustomer;
  timeline: PurchaseOrderTimelineEntry[];
}
