import type { ResultEnvelope, StorefrontCatalogue } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The brand's home catalogue: offers, base, combo and complementary packages (storefront.md §7). */
export async function getPackagesByServiceName(client: ApiClient, appName: string): Promise<StorefrontCatalogue> {
  const answer = await client.get<ResultEnvelope<StorefrontCatalogue>>(
    `/license/api/package/GetPackagesByServiceName/${encodeURIComponent(appName)}`,
  );
  return answer.result;
}
