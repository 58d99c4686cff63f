import type { CustomerLicenseDetail, LicenseDetailRequest, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The licences of a customer per service, filtered and sorted (§7 getDetailsLicenseCustomer; 404 when nothing matches). */
export async function getDetailsLicenseCustomer(client: ApiClient, request: LicenseDetailRequest): Promise<CustomerLicenseDetail[]> {
  const answer = await client.post<ResultEnvelope<RecordsResult<CustomerLicenseDetail>>>(
    '/license/api/license/getDetailsLicenseCustomer',
    request,
  );
  return answer.result.records ?? [];
}
