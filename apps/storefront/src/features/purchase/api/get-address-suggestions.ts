import type { AddressSuggestion, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Colombian address suggestions for what the user typed (storefront.md §7, maps suggestions). */
export async function getAddressSuggestions(client: ApiClient, query: string): Promise<AddressSuggestion[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<AddressSuggestion>>>(
    `/license/api/address/suggestions?q=${encodeURIComponent(query)}`,
  );
  return answer.result.records;
}
