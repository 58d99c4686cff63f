import type { EncryptedPackageLink, EncryptPackageRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** POST /license/api/Package/EncryptPackage (staff with the PACKAGES privilege). */
export async function encryptPackage(client: ApiClient, request: EncryptPackageRequest): Promise<EncryptedPackageLink> {
  const response = await client.post<ResultEnvelope<EncryptedPackageLink>>('/license/api/Package/EncryptPackage', request);
  return response.result;
}
