import type { DashboardEntry, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { DashboardCustomer } from '../dashboard-customer';

/** POST license/api/dashboard/dashboard-customer: the products the company has contracts for (§3.8), result: DashboardEntry[]. */
export async function getDashboardCustomer(client: ApiClient, customer: DashboardCustomer): Promise<DashboardEntry[]> {
  const answer = await client.post<ResultEnvelope<DashboardEntry[]>>('/license/api/dashboard/dashboard-customer', {
    documentType: customer.documentType,
    documentNumber: customer.documentNumber,
  });
  return answer.result;
}
