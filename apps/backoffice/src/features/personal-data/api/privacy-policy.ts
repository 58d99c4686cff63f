import type { PrivacyPolicyView, PublishPrivacyPolicyRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** A brand's current policy (public): the version the back office's forms name and the officer's screen shows. */
export async function getPrivacyPolicy(client: ApiClient, appName: string): Promise<PrivacyPolicyView> {
  return (await client.get<ResultEnvelope<PrivacyPolicyView>>(`/api/privacy-policy/${encodeURIComponent(appName)}`)).result;
}

/** Publishes a new version; signed-in customers of the brand are asked to accept it again. */
export async function publishPrivacyPolicy(
  client: ApiClient,
  request: PublishPrivacyPolicyRequest,
): Promise<{ policy: PrivacyPolicyView; message: string }> {
  const answer = await client.post<ResultEnvelope<PrivacyPolicyView>>('/api/privacy-policy', request);
  return { policy: answer.result, message: answer.statusMessage ?? '' };
}
