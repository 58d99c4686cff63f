import type { ApiClient } from '@lic/web-api-client';
import type { PackageConfigurationRecord } from '@lic/shared-api-types';

/** Saves the features (selection, quantity, MB/GB) of the changed packages. */
export async function setFeaturesDependingPackage(client: ApiClient, packages: PackageConfigurationRecord[]): Promise<void> {
  await client.post('/license/api/package/SetFeaturesDependingPackage', packages);
}
