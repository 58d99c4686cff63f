import type { PackageBaseCustomer, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

export interface PackageBaseCustomerQuery {
  DocumentType: number;
  DocumentNumber: string;
  ServiceName: string;
}

/** Whether the customer already holds a base plan of the service (storefront.md §5 base-customer check). */
export async function getPackageBaseCustomer(client: ApiClient, query: PackageBaseCustomerQuery): Promise<PackageBaseCustomer> {
  const answer = await client.post<ResultEnvelope<PackageBaseCustomer>>('/license/api/license/GetPackageBaseCustomer', query);
  return answer.result;
}
