import { Query } from '@nestjs/cqrs';
import type { ReportFeatureOption } from '@lic/shared-api-types';

/**
 * The consumable (category T) features licensed to a customer, or to anyone when no document is given:
 * what the per-feature consumption report ("Reporte de Consumo") can be asked for.
 */
export class ListReportFeaturesQuery extends Query<ReportFeatureOption[]> {
  constructor(readonly customer: { documentType: number; documentNumber: string } | null) {
    super();
  }
}
