import type { RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import type { DocumentTypeOption } from '@lic/web-ui';

interface DocumentTypeRecord {
  id: number;
  text: string;
  documentTypeCode: string;
}

/** The document types the brand accepts (storefront.md §7 GetAllDocumentTypes). */
export async function getDocumentTypes(client: ApiClient, appName: string, tenant: string): Promise<DocumentTypeOption[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<DocumentTypeRecord>>>('/license/api/parameter/GetAllDocumentTypes', {
    headers: { appName, tenant },
  });
  return answer.result.records.map((record) => ({ id: record.id, text: record.text }));
}
