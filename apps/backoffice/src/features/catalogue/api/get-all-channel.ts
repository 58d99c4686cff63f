import type { ChannelRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getAllChannels(client: ApiClient): Promise<ChannelRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ChannelRecord>>>('/license/api/Package/GetAllChannel');
  return answer.result.records;
}

export function useChannels() {
  const { client } = useBackoffice();
  return useRemote('channels', () => getAllChannels(client));
}
