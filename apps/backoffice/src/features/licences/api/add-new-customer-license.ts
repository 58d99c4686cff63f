import type { AddNewCustomerLicenseRequest, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** Creates a licence for the customer (§7 AddNewCustomerLicense); a broken rule is a 422 with errorDetail. */
export async function addNewCustomerLicense(client: ApiClient, request: AddNewCustomerLicenseRequest): Promise<void> {
  await client.post<ResultEnvelope<unknown>>('/license/api/purchaseOrderLicense/AddNewCustomerLicense', request);
}
