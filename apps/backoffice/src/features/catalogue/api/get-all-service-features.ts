import type { ResultEnvelope, ServiceFeatureBatch } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Rows fetched per call; the screen never shows it (backoffice-catalogue.md §2.2). */
export const SERVICE_FEATURE_BATCH_ROWS = 50;

/** One batch: `lastRow` rows are already loaded, `numRows` more are wanted. */
export async function getAllServiceFeatures(
  client: ApiClient,
  lastRow: number,
  numRows = SERVICE_FEATURE_BATCH_ROWS,
): Promise<ServiceFeatureBatch> {
  const answer = await client.get<ResultEnvelope<{ serviceFeatureList: ServiceFeatureBatch }>>(
    '/license/api/servicefeature/GetAllServiceFeatures',
    {
      headers: { lastRow: String(lastRow), numRows: String(numRows) },
    },
  );
  return answer.result.serviceFeatureList;
}
