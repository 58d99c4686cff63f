import type { RecordsResult, ReportLink, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';

/** The four cards of "Informes": the built-in report or the configured external URL of each. */
export async function getReportLinks(client: ApiClient): Promise<ReportLink[]> {
  const answer = await client.get<ResultEnvelope<RecordsResult<ReportLink>>>('/license/api/reports/links');
  return answer.result.records ?? [];
}
