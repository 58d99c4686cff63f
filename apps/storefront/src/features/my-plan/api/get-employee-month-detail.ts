import type { EmployeeMonthDetail, MyPlanRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The employees of one month (storefront.md §7 SetDetailLicenseEmployeeMyPlan). */
export async function getEmployeeMonthDetail(
  client: ApiClient,
  request: MyPlanRequest & { Month: number; Year: number },
): Promise<EmployeeMonthDetail> {
  const answer = await client.post<ResultEnvelope<{ records: EmployeeMonthDetail }>>(
    '/license/api/License/SetDetailLicenseEmployeeMyPlan',
    request,
  );
  return answer.result.records;
}
