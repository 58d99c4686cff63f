import type { ResultEnvelope, SavePackageRequest } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Creates (Id 0, POST SavePackage) or edits (PUT UpdatePackage) a package. */
export function savePackage(client: ApiClient, payload: SavePackageRequest): Promise<ResultEnvelope<unknown>> {
  return payload.Id === 0
    ? client.post<ResultEnvelope<unknown>>('/license/api/Package/SavePackage', payload)
    : client.put<ResultEnvelope<unknown>>('/license/api/Package/UpdatePackage', payload);
}
