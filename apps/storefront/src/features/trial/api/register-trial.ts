import type { RegisteredTrial, RegisterTrialRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Registers the free trial; the server e-mails the activation link (storefront.md §2 Free-trial registration). */
export async function registerTrial(client: ApiClient, request: RegisterTrialRequest): Promise<RegisteredTrial> {
  const answer = await client.post<ResultEnvelope<RegisteredTrial>>('/license/api/purchaseorder/register-trial', request);
  return answer.result;
}
