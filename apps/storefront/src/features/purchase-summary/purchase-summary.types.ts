// Shapes of the purchase summary and proof endpoints (storefront.md §3 Summary order, §7): the payments
// contract of libs/shared/api-types, plus the looser reading of a stored file the page accepts.
export type { PaymentSupportType, SummaryOrder, SummaryOrderPackage, UploadPaymentSupportRequest } from '@lic/shared-api-types';

/** GET /license/api/purchaseorderlicense/getpaymentsupport (headers ReferenceUuid, SupportType) → resultUploadSupport. */
export interface StoredPaymentSupport {
  fileName: string;
  base64: string | null;
  pathFile: string | null;
}
