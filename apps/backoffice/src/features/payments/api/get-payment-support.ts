import type { ApiClient } from '@lic/web-api-client';
import type { PaymentSupportType, StoredPaymentSupport } from '../payments.types';

interface PaymentSupportAnswer {
  resultUploadSupport?: StoredPaymentSupport | null;
  result?: { resultUploadSupport?: StoredPaymentSupport | null } | StoredPaymentSupport | null;
}

/**
 * The proof or the RUT of a cash order (backoffice-catalogue.md §7): resultUploadSupport at the top of the
 * answer or inside result. null when the answer carries no file content.
 */
export async function getPaymentSupport(
  client: ApiClient,
  referenceUuid: string,
  supportType: PaymentSupportType,
): Promise<StoredPaymentSupport | null> {
  const answer = await client.get<PaymentSupportAnswer | undefined>('/license/api/purchaseorderlicense/getpaymentsupport', {
    headers: { ReferenceUuid: referenceUuid, SupportType: supportType },
  });
  const result = answer?.result;
  const stored =
    answer?.resultUploadSupport ??
    (result && 'resultUploadSupport' in result ? result.resultUploadSupport : (result as StoredPaymentSupport | null | undefined));
  return stored && typeof stored.fileName === 'string' && typeof stored.base64 === 'string' && stored.base64 !== '' ? stored : null;
}
