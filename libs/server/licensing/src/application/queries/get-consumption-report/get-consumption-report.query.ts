import { Query } from '@nestjs/cqrs';
import type { ConsumptionReport, ReportType } from '@lic/shared-api-types';

export interface ConsumptionReportFilter {
  reportType: ReportType;
  /** Both or neither: one customer's consumption, or every customer's. */
  documentType: number | null;
  documentNumber: string | null;
  /** KibanaConsumptionReport: claimDelete (the service name) and claimCreate (the service feature code). */
  serviceName: string | null;
  featureCode: string | null;
  /** YYYY-MM-DD, both ends included; the last 90 days ending today when neither is given. */
  from?: string | null;
  to?: string | null;
}

/**
 * Accepted consumption of the last 90 days (licensing.consumption_event) summed per Bogotá day and feature,
 * with the totals per feature (backoffice-licensing.md §2.7).
 */
export class GetConsumptionReportQuery extends Query<ConsumptionReport> {
  constructor(readonly filter: ConsumptionReportFilter) {
    super();
  }
}
