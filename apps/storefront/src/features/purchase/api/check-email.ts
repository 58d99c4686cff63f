import type { EmailCheck, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/**
 * Whether the e-mail is already approved (storefront.md §7 checkisvalidemail). When it is not, the server
 * e-mails a verification code; `resend` asks for a new one.
 */
export async function checkEmail(client: ApiClient, appName: string, email: string, resend: boolean): Promise<boolean> {
  const answer = await client.get<ResultEnvelope<EmailCheck>>('/license/api/purchaseorderlicense/checkisvalidemail', {
    headers: { pEmail: email, pResendEmail: String(resend), pAppName: appName },
  });
  return answer.result.approvalMail === true;
}
