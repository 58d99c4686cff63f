import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The e-mail domains no form accepts (GET mail/api/Mail/emailsInBlackList); empty when it fails to load (§8). */
export async function getBlockedDomains(client: ApiClient): Promise<string[]> {
  return client
    .get<ResultEnvelope<RecordsResult<string>>>('/mail/api/Mail/emailsInBlackList')
    .then((answer) => answer.result.records ?? [])
    .catch(() => []);
}
