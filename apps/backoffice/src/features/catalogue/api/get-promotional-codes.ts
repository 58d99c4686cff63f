import type { PromoCodeRecord, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getPromotionalCodes(client: ApiClient): Promise<PromoCodeRecord[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PromoCodeRecord>>>('/license/api/PromotionalCode/GetPromotionalCodes');
  return answer.result.records;
}

export function usePromoCodes(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('promo-codes', () => getPromotionalCodes(client), { enabled });
}
