// Shapes of the purchase summary and proof endpoints (storefront.md §3 Summary order, §7). Kept here until
// libs/shared/api-types carries the payments contract.

/** PAYMENT_SUPPORT: the cash payment's proof; RUT: the buyer's tax registration. */
export type PaymentSupportType = 'PAYMENT_SUPPORT' | 'RUT';

export interface SummaryOrderPackage {
  packageId: number;
  packageName: string;
  quantity: number;
  /** Unit value before IVA. */
  unitPrice: number;
  /** Discount of the line, before IVA. */
  discount: number;
  /** IVA percent of the package. */
  taxIva: number;
  subTotal: number;
}

/** GET /license/api/purchaseorderlicense/getsummaryorder → result.summaryOrder. */
export interface SummaryOrder {
  summaryPackages: SummaryOrderPackage[];
  subTotal: number;
  totalDiscount: number;
  /** IVA value of the order. */
  taxIva: number;
  retefuente: number;
  reteiva: number;
  reteica: number;
  totalTaxDiscount: number;
  totalPurchase: number;
  fileNamePaymentSupport: string | null;
  fileNamePaymentRUT: string | null;
}

/** POST /license/api/purchaseorderlicense/uploadPaymentSupport request. */
export interface UploadPaymentSupportRequest {
  referenceUuid: string;
  fileName: string;
  contentFileBase64: string;
  supportType: PaymentSupportType;
}

/** GET /license/api/purchaseorderlicense/getpaymentsupport (headers ReferenceUuid, SupportType) → resultUploadSupport. */
export interface StoredPaymentSupport {
  fileName: string;
  base64: string | null;
  pathFile: string | null;
}
