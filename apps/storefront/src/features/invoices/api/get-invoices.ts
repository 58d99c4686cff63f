import type { ElectronicDocumentView, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The signed-in customer's invoices and credit notes: of one order, or of all their orders. */
export async function getInvoices(client: ApiClient, referenceUuid?: string): Promise<ElectronicDocumentView[]> {
  const query = referenceUuid ? `?order=${encodeURIComponent(referenceUuid)}` : '';
  const answer = await client.get<ResultEnvelope<RecordsResult<ElectronicDocumentView>>>(`/license/api/invoices${query}`, {
    refreshOnUnauthorized: false,
  });
  return answer.result.records ?? [];
}
