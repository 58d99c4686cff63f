import type { DashboardMovement, DashboardMovementsRequest, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** POST license/api/dashboard/movements: the company's consumption of a contracted feature in a date range. */
export async function getDashboardMovements(
  client: ApiClient,
  request: DashboardMovementsRequest,
  signal?: AbortSignal,
): Promise<DashboardMovement[]> {
  const answer = await client.post<ResultEnvelope<RecordsResult<DashboardMovement>>>('/license/api/dashboard/movements', request, {
    signal,
  });
  return answer.result.records;
}
