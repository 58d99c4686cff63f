import type { NumberingResolutionView, RecordsResult, RegisterNumberingResolutionRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

const PATH = '/license/api/invoicing/resolutions';

export async function getNumberingResolutions(client: ApiClient): Promise<NumberingResolutionView[]> {
  return (await client.get<ResultEnvelope<RecordsResult<NumberingResolutionView>>>(PATH)).result.records ?? [];
}

export async function registerNumberingResolution(
  client: ApiClient,
  body: RegisterNumberingResolutionRequest,
): Promise<NumberingResolutionView> {
  return (await client.post<ResultEnvelope<NumberingResolutionView>>(PATH, body)).result;
}
