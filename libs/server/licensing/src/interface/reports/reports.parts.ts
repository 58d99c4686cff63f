import type { Provider, Type } from '@nestjs/common';
import { GetConsumptionReportHandler } from '../../application/reports/get-consumption-report.handler';
import { GetPromotionCodeReportHandler } from '../../application/reports/get-promotion-code-report.handler';
import { ListReportFeaturesHandler } from '../../application/reports/list-report-features.handler';
import { loadReportsConfig, REPORTS_CONFIG } from '../../infrastructure/reports/reports.config';
import { ReportsController } from './reports.controller';

// Reports (docs/api/licensing.md, "Informes"): the licensing module spreads these lists.

export const reportsControllers: Type[] = [ReportsController];

export const reportsProviders: Provider[] = [
  { provide: REPORTS_CONFIG, useFactory: () => loadReportsConfig() },
  GetConsumptionReportHandler,
  ListReportFeaturesHandler,
  GetPromotionCodeReportHandler,
];
