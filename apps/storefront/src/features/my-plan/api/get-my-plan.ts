import type { MyPlanRecord, MyPlanRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The customer's active plans, one per service (storefront.md §7 GetDetailLicenseCustomerMyPlan); 422 = expired. */
export async function getMyPlan(client: ApiClient, request: MyPlanRequest): Promise<MyPlanRecord[]> {
  const answer = await client.post<ResultEnvelope<{ records: MyPlanRecord[] | MyPlanRecord }>>(
    '/license/api/License/GetDetailLicenseCustomerMyPlan',
    request,
  );
  const records = answer.result.records;
  return Array.isArray(records) ? records : [records];
}
