import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

/** The IVA percentage of packages: the "PackageTax" parameter. */
export async function getPackageTax(client: ApiClient): Promise<number> {
  const answer = await client.get<ResultEnvelope<{ packageTax: number }>>('/license/api/Package/GetPackageTax');
  return answer.result.packageTax;
}

export function usePackageTax() {
  const { client } = useBackoffice();
  return useRemote('package-tax', () => getPackageTax(client));
}
