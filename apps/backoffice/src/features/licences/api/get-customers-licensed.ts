import type { LicensedCustomer, LicensedCustomersPage, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** `result.records` is the page's list with `result.count` beside it; a page nested in records is read too. */
type LicensedAnswer = ResultEnvelope<{ records: LicensedCustomer[] | LicensedCustomersPage; count?: number }>;

/**
 * One page of the companies holding licences whose name or document contains the filter (§7 GetCustomersLicensed; 404 when none).
 * Header values are Latin-1 on the wire, so the filter travels percent-encoded (the server decodes it).
 */
export async function getCustomersLicensed(
  client: ApiClient,
  page: { skip: number; take: number; filter: string },
): Promise<LicensedCustomersPage> {
  const answer = await client.get<LicensedAnswer>('/license/api/Customer/GetCustomersLicensed', {
    headers: { startRegister: String(page.skip), registerNumber: String(page.take), filter: encodeURIComponent(page.filter) },
  });
  const records = answer.result.records;
  if (Array.isArray(records)) return { records, count: answer.result.count ?? records.length };
  return { records: records.records ?? [], count: records.count ?? records.records?.length ?? 0 };
}
