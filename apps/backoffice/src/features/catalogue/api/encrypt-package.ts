import type { ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export interface PackageLinkRequest {
  packageId: number;
  quantity: number;
  promotionCode?: string | null;
}

/** An encrypted cart link and its absolute URL on the brand host that sells the package. */
export interface PackageLink {
  encrypted: string;
  url: string;
}

/** POST /license/api/Package/EncryptPackage (staff with the PACKAGES privilege). */
export async function encryptPackage(client: ApiClient, request: PackageLinkRequest): Promise<PackageLink> {
  const response = await client.post<ResultEnvelope<PackageLink>>('/license/api/Package/EncryptPackage', request);
  return response.result;
}
