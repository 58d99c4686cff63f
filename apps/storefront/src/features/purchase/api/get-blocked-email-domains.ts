import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** E-mail domains that may not be used (storefront.md §7 mail/api/Mail/emailsInBlackList). */
export async function getBlockedEmailDomains(client: ApiClient): Promise<string[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<string>>>('/mail/api/Mail/emailsInBlackList');
  return answer.result.records;
}
