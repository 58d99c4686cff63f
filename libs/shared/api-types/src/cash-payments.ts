// Cash payments: proofs, the purchase summary and the back office's decisions (storefront.md §3 Summary
// order, §7; backoffice-catalogue.md §2.3, §3, §4, §7). docs/api/payments.md, "Pagos en efectivo".

/** PAYMENT_SUPPORT: the cash payment's proof; RUT: the buyer's tax registration. */
export type PaymentSupportType = 'PAYMENT_SUPPORT' | 'RUT';
export const PAYMENT_SUPPORT_TYPES: readonly PaymentSupportType[] = ['PAYMENT_SUPPORT', 'RUT'];

/** The cash payment states of the back office: 5 pending, 6 approved, 7 rejected. */
export const CashPaymentState = { PENDING: 5, APPROVED: 6, REJECTED: 7 } as const;
export type CashPaymentState = (typeof CashPaymentState)[keyof typeof CashPaymentState];

/** POST /license/api/purchaseorderlicense/uploadPaymentSupport. */
export interface UploadPaymentSupportRequest {
  referenceUuid: string;
  fileName: string;
  /** The file's bytes in base64 (a data: URL prefix is accepted). */
  contentFileBase64: string;
  supportType: PaymentSupportType;
}

/** GET /license/api/purchaseorderlicense/getpaymentsupport (headers ReferenceUuid, SupportType) → resultUploadSupport. */
export interface PaymentSupportFile {
  fileName: string;
  base64: string;
  /** Always null: stored files have no public URL (the base64 is the file). */
  pathFile: string | null;
}

export interface SummaryOrderPackage {
  packageId: number;
  packageName: string;
  quantity: number;
  /** Unit value before IVA. */
  unitPrice: number;
  /** Discount of the line (offer and promo code), before IVA. */
  discount: number;
  /** IVA percent of the package. */
  taxIva: number;
  /** unitPrice × quantity (employee items: once), before discount and IVA. */
  subTotal: number;
}

/** GET /license/api/purchaseorderlicense/getsummaryorder (headers pReferenceUuid, pAppName) → result.summaryOrder. */
export interface SummaryOrder {
  summaryPackages: SummaryOrderPackage[];
  /** Σ line subTotal, before discount and IVA. */
  subTotal: number;
  totalDiscount: number;
  /** IVA of the order (money). */
  taxIva: number;
  retefuente: number;
  reteiva: number;
  reteica: number;
  /** retefuente + reteiva + reteica. */
  totalTaxDiscount: number;
  /** subTotal − totalDiscount + taxIva − totalTaxDiscount. */
  totalPurchase: number;
  /** Name of the uploaded proof, or null. */
  fileNamePaymentSupport: string | null;
  /** Name of the uploaded RUT, or null. */
  fileNamePaymentRUT: string | null;
  /** Short-lived signed link (getpaymentsupport) that opens the proof, or null without one (decision 0013). */
  urlPaymentSupport?: string | null;
  /** Short-lived signed link that opens the RUT, or null without one. */
  urlPaymentRUT?: string | null;
}

/** A file of a cash order as the lists show it. */
export interface CashPurchaseFile {
  fileName: string;
  /** ISO instant of the upload. */
  uploadedOn: string;
}

/**
 * A row of the "Pagos en efectivo" tabs: the cash purchase order of backoffice-catalogue.md §3 (referenceUuid,
 * paymentReference, purchaseDate, totalPurchase, customer, paymentSupport, rejectTypeId, id) plus appName, state,
 * rut and rejectTypeDescription.
 */
export interface CashPurchaseOrder {
  /** The order's referenceUuid: the `id` of ChangeStatePurchase. */
  id: string;
  referenceUuid: string;
  paymentReference: string;
  /** The brand the order was bought in. */
  appName: string;
  state: CashPaymentState;
  /** ISO instant the order was registered. */
  purchaseDate: string;
  /** What the customer pays (IVA included): "Valor a pagar". */
  totalPurchase: number;
  customer: {
    /** The payer: legal name, or names of a natural person. */
    legalName: string;
    documentNumber: string;
    documentTypeLicense: { documentTypeCode: string };
  };
  /** The current proof of payment ("Fecha soporte" is its upload); null while there is none. */
  paymentSupport: CashPurchaseFile | null;
  /** The buyer's RUT; null while there is none. */
  rut: CashPurchaseFile | null;
  /** The reject reason of a rejected payment (GetAllRejectTypes); null otherwise. */
  rejectTypeId: number | null;
  /** Its description as it was when the payment was rejected. */
  rejectTypeDescription: string | null;
}

/** POST /license/api/PurchaseOrder/GetPurchaseCashByBatch. */
export interface PurchaseCashBatchRequest {
  /** How many rows were already loaded (offset). */
  Last: number;
  NumRows: number;
  IdState: CashPaymentState;
}

/** POST /license/api/PurchaseOrder/SearchPurchaseCash. */
export interface SearchPurchaseCashRequest {
  IdState: CashPaymentState;
  /** Payment reference, document number or a word of the customer's name; no spaces. */
  Search: string;
}

/** POST /license/api/PurchaseOrder/ChangeStatePurchase/{appName}. */
export interface ChangeStatePurchaseRequest {
  /** The record's id (the order's referenceUuid; the payment's id is accepted too). */
  id: string;
  idState: 6 | 7;
  /** Required to reject (7). */
  rejectTypeId?: number | null;
}

/** ChangeStatePurchase → result. */
export interface ChangeStatePurchaseResult {
  /** The order's referenceUuid. */
  id: string;
  referenceUuid: string;
  idState: 6 | 7;
}

/** GET /license/api/parameter/GetAllRejectTypes → result.records: the reasons to reject a cash payment. */
export interface RejectType {
  id: number;
  rejectTypeDescription: string;
}
