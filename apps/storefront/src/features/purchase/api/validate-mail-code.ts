import type { MailCodeValidation, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Checks the e-mailed verification code (storefront.md §7 validationmailcode); a 422 carries the message to show. */
export async function validateMailCode(client: ApiClient, email: string, code: string): Promise<ResultEnvelope<MailCodeValidation>> {
  return client.post<ResultEnvelope<MailCodeValidation>>('/license/api/purchaseorderlicense/validationmailcode', { email, code });
}
