import type { CustomerInformation, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The signed-in customer's data as the server holds it (storefront.md §7 GetCustomerInformation). */
export async function getCustomerInformation(client: ApiClient): Promise<CustomerInformation | null> {
  const answer = await client.post<ResultEnvelope<CustomerInformation | null>>(
    '/license/api/PurchaseOrderLicense/GetCustomerInformation',
    {},
  );
  return answer.result ?? null;
}
