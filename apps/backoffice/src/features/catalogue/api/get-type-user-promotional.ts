import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote, type PromoUserTypeOption } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export async function getTypeUserPromotional(client: ApiClient): Promise<PromoUserTypeOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PromoUserTypeOption>>>(
    '/license/api/PromotionalCode/GetTypeUserPromotional',
  );
  return answer.result.records;
}

export function usePromoUserTypes(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('promo-user-types', () => getTypeUserPromotional(client), { enabled });
}
