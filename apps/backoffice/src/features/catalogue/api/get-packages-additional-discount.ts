import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote, type PromoPackageOption } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

/** The packages a promo code may discount. */
export async function getPackagesAdditionalDiscount(client: ApiClient): Promise<PromoPackageOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<PromoPackageOption>>>('/license/api/Package/GetPackagesAdditionalDiscount');
  return answer.result.records;
}

export function usePromoPackages(enabled = true) {
  const { client } = useBackoffice();
  return useRemote('promo-packages', () => getPackagesAdditionalDiscount(client), { enabled });
}
