import type { AddressSuggestion, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { DepartmentOption, DocumentTypeOption } from '@lic/web-ui';
import { getBlockedDomains } from '../../../shared/reference-lists/get-blocked-domains';
import { getDepartments } from '../../../shared/reference-lists/get-departments';

export interface CompanyFormLists {
  documentTypes: DocumentTypeOption[];
  departments: DepartmentOption[];
  blockedDomains: string[];
}

/** The reference lists of the company form; a list that fails to load stays empty (§8). */
export async function getCompanyFormLists(client: ApiClient): Promise<CompanyFormLists> {
  const [documentTypes, departments, blockedDomains] = await Promise.all([
    client
      .get<ResultEnvelope<RecordsResult<{ id: number; text: string }>>>('/license/api/parameter/GetAllDocumentTypes', {
        headers: { appName: client.appName },
      })
      .then((answer) => answer.result.records.map((record) => ({ id: record.id, text: record.text })))
      .catch(() => []),
    getDepartments(client),
    getBlockedDomains(client),
  ]);
  return { documentTypes, departments, blockedDomains };
}

/** Colombian address suggestions for what the user typed. */
export async function getAddressSuggestions(client: ApiClient, query: string): Promise<AddressSuggestion[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<AddressSuggestion>>>(
    `/license/api/address/suggestions?q=${encodeURIComponent(query)}`,
  );
  return answer.result.records;
}
