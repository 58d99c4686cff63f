import type { RecordsResult, ReportFeatureOption, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The consumable features licensed to the customer (or to anyone): the choices of "Reporte de Consumo". */
export async function getReportFeatures(
  client: ApiClient,
  customer: { documentType: number; documentNumber: string } | null,
): Promise<ReportFeatureOption[]> {
  const query = customer ? `?documentType=${customer.documentType}&documentNumber=${encodeURIComponent(customer.documentNumber)}` : '';
  const answer = await client.get<ResultEnvelope<RecordsResult<ReportFeatureOption>>>(`/license/api/reports/features${query}`);
  return answer.result.records ?? [];
}
