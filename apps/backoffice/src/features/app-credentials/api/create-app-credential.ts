import type { CreatedAppCredential, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** A new credential for an app; the answer carries clientSecret, the only time it is shown. */
export async function createAppCredential(
  client: ApiClient,
  request: { appName: string; description: string },
): Promise<CreatedAppCredential> {
  const answer = await client.post<ResultEnvelope<{ records: CreatedAppCredential }>>('/license/api/app-credentials', request);
  return answer.result.records;
}
