import type { ApiClient } from '@lic/web-api-client';
import type { PaymentSupportType, StoredPaymentSupport } from '../purchase-summary.types';

interface PaymentSupportAnswer {
  resultUploadSupport?: StoredPaymentSupport | null;
  result?: { resultUploadSupport?: StoredPaymentSupport | null } | StoredPaymentSupport | null;
}

/**
 * A stored proof or RUT of the order (storefront.md §7 getpaymentsupport): resultUploadSupport at the top
 * of the answer or inside result. Opened with the short-lived signed link the summary gave (decision 0013);
 * without one, by the order's reference (a signed-in owner). Null when the answer carries no file.
 */
export async function getPaymentSupport(
  client: ApiClient,
  referenceUuid: string,
  supportType: PaymentSupportType,
  signedLink?: string | null,
): Promise<StoredPaymentSupport | null> {
  const answer = signedLink
    ? await client.get<PaymentSupportAnswer | undefined>(signedLink)
    : await client.get<PaymentSupportAnswer | undefined>('/license/api/purchaseorderlicense/getpaymentsupport', {
        headers: { ReferenceUuid: referenceUuid, SupportType: supportType },
      });
  const result = answer?.result;
  const stored =
    answer?.resultUploadSupport ??
    (result && 'resultUploadSupport' in result ? result.resultUploadSupport : (result as StoredPaymentSupport | null | undefined));
  return stored && typeof stored.fileName === 'string' ? stored : null;
}
