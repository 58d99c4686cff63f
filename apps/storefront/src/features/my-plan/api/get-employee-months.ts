import type { EmployeeMonth, MyPlanRequest, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The months of the employee monthly detail, newest first (storefront.md §7 GetDetailLicenseEmployeeMyPlan). */
export async function getEmployeeMonths(client: ApiClient, request: MyPlanRequest): Promise<EmployeeMonth[]> {
  const answer = await client.post<ResultEnvelope<RecordsResult<EmployeeMonth>>>(
    '/license/api/License/GetDetailLicenseEmployeeMyPlan',
    request,
  );
  return answer.result.records ?? [];
}
