import type { ApiClient } from '@lic/web-api-client';

/** The feature type save payload (backoffice-catalogue.md §3); Id 0 creates. */
export interface FeatureTypePayload {
  Id: number;
  featureTypeName: string;
  categoryType: string;
  status: boolean;
}

export async function registerFeatureType(client: ApiClient, payload: FeatureTypePayload): Promise<void> {
  await client.post('/license/api/featureType/RegisterFeatureType', payload);
}
