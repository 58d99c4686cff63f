import type { ElectronicDocumentView, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** "Reintentar" (POST license/api/invoices/{id}/retry). */
export async function retryInvoice(client: ApiClient, id: string): Promise<ElectronicDocumentView> {
  return (await client.post<ResultEnvelope<ElectronicDocumentView>>(`/license/api/invoices/${encodeURIComponent(id)}/retry`)).result;
}
