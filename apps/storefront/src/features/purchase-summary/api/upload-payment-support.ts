import type { ApiClient } from '@lic/web-api-client';
import type { UploadPaymentSupportRequest } from '../purchase-summary.types';

/** Thrown when the server answers the upload with result false. */
export class PaymentSupportRefusedError extends Error {
  constructor() {
    super('uploadPaymentSupport answered result false');
    this.name = 'PaymentSupportRefusedError';
  }
}

/** Attaches a cash payment's proof or the RUT to the order (storefront.md §7 uploadPaymentSupport). */
export async function uploadPaymentSupport(client: ApiClient, request: UploadPaymentSupportRequest): Promise<void> {
  const answer = await client.post<{ result?: unknown } | undefined>('/license/api/purchaseorderlicense/uploadPaymentSupport', request);
  if (answer?.result === false) throw new PaymentSupportRefusedError();
}
