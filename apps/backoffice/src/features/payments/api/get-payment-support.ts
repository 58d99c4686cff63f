import type { PaymentSupportFile, PaymentSupportType } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

interface PaymentSupportAnswer {
  resultUploadSupport?: PaymentSupportFile | null;
  result?: { resultUploadSupport?: PaymentSupportFile | null } | PaymentSupportFile | null;
}

/**
 * The proof or the RUT of a cash order (backoffice-catalogue.md §7): resultUploadSupport at the top of the
 * answer or inside result. null when the answer carries no file content.
 */
export async function getPaymentSupport(
  client: ApiClient,
  referenceUuid: string,
  supportType: PaymentSupportType,
): Promise<PaymentSupportFile | null> {
  const answer = await client.get<PaymentSupportAnswer | undefined>('/license/api/purchaseorderlicense/getpaymentsupport', {
    headers: { ReferenceUuid: referenceUuid, SupportType: supportType },
  });
  const result = answer?.result;
  const stored =
    answer?.resultUploadSupport ??
    (result && 'resultUploadSupport' in result ? result.resultUploadSupport : (result as PaymentSupportFile | null | undefined));
  return stored && typeof stored.fileName === 'string' && typeof stored.base64 === 'string' && stored.base64 !== '' ? stored : null;
}
