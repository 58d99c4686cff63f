import type { DecryptedPackageLink, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export const DECRYPT_PACKAGE_PATH = '/license/api/Package/DecryptPackage';

/** The packages, quantities and promo code of an encrypted package link (/license/addCart/{link}). */
export async function decryptPackage(client: ApiClient, encrypted: string): Promise<DecryptedPackageLink['records']> {
  const answer = await client.post<ResultEnvelope<DecryptedPackageLink>>(DECRYPT_PACKAGE_PATH, { package: encrypted });
  return answer.result.records;
}
