import type { ElectronicDocumentView, RecordsResult, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { useRemote } from '@lic/web-ui';
import { useBackoffice } from '../../../shared/backoffice-context';

export interface InvoiceFilters {
  order?: string;
  kind?: string;
  status?: string;
  search?: string;
  from?: string;
  to?: string;
}

export function invoicesQuery(filters: InvoiceFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return params.toString();
}

/** The invoices and credit notes that match (GET license/api/invoices). */
export async function getInvoices(client: ApiClient, filters: InvoiceFilters): Promise<ElectronicDocumentView[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ElectronicDocumentView>>>(`/license/api/invoices?${invoicesQuery(filters)}`);
  return answer.result.records ?? [];
}

/** The documents of one order, read again for every new `version`. */
export function useOrderInvoices(referenceUuid: string, version: number) {
  const { client } = useBackoffice();
  return useRemote(`order-invoices:${referenceUuid}:${version}`, () => getInvoices(client, { order: referenceUuid }));
}
