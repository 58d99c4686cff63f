import type { ChannelRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export async function getChannelsLinkedPackage(client: ApiClient, packageId: number): Promise<ChannelRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ChannelRecord>>>(
    `/license/api/package/GetChannelsLinkedPackage/${packageId}`,
  );
  return answer.result.records;
}
