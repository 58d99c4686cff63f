import type { ApiClient } from '@lic/web-api-client';

/** The service feature form plus id (0 for new). */
export interface ServiceFeaturePayload {
  id: number;
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId: number;
  isPrincipal: boolean;
  featureRelation: number | null;
  featureAlias: string | null;
  urlImageFeature: string | null;
  colorFeature: string | null;
}

export async function registerServiceFeature(client: ApiClient, payload: ServiceFeaturePayload): Promise<void> {
  await client.post('/license/api/servicefeature/RegisterServiceFeature', payload);
}
