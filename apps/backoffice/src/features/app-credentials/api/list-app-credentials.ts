import type { AppCredentialView, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Every credential, revoked ones too, newest first (never the secret). */
export async function listAppCredentials(client: ApiClient): Promise<AppCredentialView[]> {
  const answer = await client.get<ResultEnvelope<{ records: AppCredentialView[] }>>('/license/api/app-credentials');
  return answer.result.records ?? [];
}
