import type { ConsumptionReport, ResultEnvelope } from '@lic/shared-api-types';
import type { ApiClient } from '@lic/web-api-client';
import { reportApiQuery, type ReportQuery } from '../report-query';

/** The consumption of the last 90 days per day and feature, for the view's query. */
export async function getConsumptionReport(client: ApiClient, query: ReportQuery): Promise<ConsumptionReport> {
  const answer = await client.get<ResultEnvelope<{ records: ConsumptionReport }>>(
    `/license/api/reports/consumption?${reportApiQuery(query)}`,
  );
  return answer.result.records;
}
