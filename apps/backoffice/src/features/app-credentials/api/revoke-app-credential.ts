import type { AppCredentialView, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Revokes the credential: the app can no longer report consumption with it. */
export async function revokeAppCredential(client: ApiClient, id: string): Promise<AppCredentialView> {
  const answer = await client.post<ResultEnvelope<{ records: AppCredentialView }>>(
    `/license/api/app-credentials/${encodeURIComponent(id)}/revoke`,
  );
  return answer.result.records;
}
