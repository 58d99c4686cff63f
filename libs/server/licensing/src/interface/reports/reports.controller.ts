import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { RequirePrivileges } from '@lic/server-kernel';
import { toDocumentTypeId } from '@lic/shared-rules';
import {
  Privilege,
  type ConsumptionReport,
  type PromoCodeReport,
  type RecordsResult,
  type ReportFeatureOption,
  type ReportLink,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import type { ConsumptionReportFilter } from '../../application/queries/get-consumption-report/get-consumption-report.query';
import { GetConsumptionReportQuery } from '../../application/queries/get-consumption-report/get-consumption-report.query';
import { GetPromoCodeReportQuery } from '../../application/queries/get-promo-code-report/get-promo-code-report.query';
import { ListReportFeaturesQuery } from '../../application/queries/list-report-features/list-report-features.query';
import { reportLinks } from './report-links';
import { consumptionReportWorkbook } from '../../infrastructure/reports/consumption-report.workbook';
import { REPORTS_CONFIG, type ReportsConfig } from '../../infrastructure/reports/reports.config';
import { ConsumptionReportRequestDto, ReportCustomerRequestDto } from './dto/consumption-report.request.dto';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The customer of the query, or null for every customer (the DTO allows both fields or neither). */
function customerOf(query: ReportCustomerRequestDto): { documentType: number; documentNumber: string } | null {
  const documentType = toDocumentTypeId(query.documentType);
  return documentType !== null && query.documentNumber ? { documentType, documentNumber: query.documentNumber } : null;
}

function filterOf(query: ConsumptionReportRequestDto): ConsumptionReportFilter {
  const customer = customerOf(query);
  const perFeature = query.reportType === 'KibanaConsumptionReport';
  return {
    reportType: query.reportType,
    documentType: customer?.documentType ?? null,
    documentNumber: customer?.documentNumber ?? null,
    serviceName: perFeature ? (query.claimDelete ?? null) : null,
    featureCode: perFeature ? (query.claimCreate ?? null) : null,
    from: query.from || null,
    to: query.to || null,
  };
}

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The export's file name says which report it is and what it covers, so that the two reports (and two customers,
 * features or periods) never download under the same name: "reporte-general-de-consumo-{documento|todos}-{desde}-{hasta}.xlsx"
 * and "reporte-de-consumo-{servicio}-{característica}-{documento|todos}-{desde}-{hasta}.xlsx".
 */
export function reportFileName(report: ConsumptionReport, filter: ConsumptionReportFilter): string {
  const parts = [slug(report.title)];
  if (filter.reportType === 'KibanaConsumptionReport') parts.push(slug(filter.serviceName ?? ''), slug(filter.featureCode ?? ''));
  parts.push(
    report.documentNumber === null ? 'todos' : slug(report.documentNumber),
    report.from.replaceAll('-', ''),
    report.to.replaceAll('-', ''),
  );
  return `${parts.filter((part) => part !== '').join('-')}.xlsx`;
}

/**
 * "Informes" and the report view (backoffice-licensing.md §2.6, §2.7): built-in consumption reports of the
 * last 90 days instead of an external dashboard, unless REPORTS_EXTERNAL_URLS names one for a card.
 */
@ApiTags('Licencias: informes')
@ApiBearerAuth()
@Controller('license/api/reports')
export class ReportsController {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(REPORTS_CONFIG) private readonly config: ReportsConfig,
  ) {}

  @Get('links')
  @RequirePrivileges(Privilege.REPORTS)
  @ApiOperation({
    summary:
      'Las cuatro tarjetas de "Informes" (Gestión Servicios, Soporte por Cliente, Códigos Promocionales, Reporte de Consumo): el reporte propio o la URL externa configurada en REPORTS_EXTERNAL_URLS.',
  })
  links(): ResultEnvelope<RecordsResult<ReportLink>> {
    return { result: { records: reportLinks(this.config.externalUrls) } };
  }

  @Get('consumption')
  @RequirePrivileges(Privilege.REPORTS)
  @ApiOperation({
    summary:
      'Consumo aceptado de los últimos 90 días por día (America/Bogota) y característica, con los totales por característica. GeneralConsumptionReport: de un cliente (documentType y documentNumber) o de todos; KibanaConsumptionReport: además de un servicio (claimDelete) y una característica (claimCreate).',
  })
  async consumption(@Query() query: ConsumptionReportRequestDto): Promise<ResultEnvelope<{ records: ConsumptionReport }>> {
    return { result: { records: await this.queryBus.execute(new GetConsumptionReportQuery(filterOf(query))) } };
  }

  @Get('consumption/export')
  @RequirePrivileges(Privilege.REPORTS)
  @ApiProduces(XLSX)
  @ApiOperation({ summary: 'El mismo reporte como archivo .xlsx (hojas Resumen, Consumo diario y Totales).' })
  async exportConsumption(@Query() query: ConsumptionReportRequestDto, @Res() response: Response): Promise<void> {
    const filter = filterOf(query);
    const report = await this.queryBus.execute(new GetConsumptionReportQuery(filter));
    const file = await consumptionReportWorkbook(report, { serviceName: filter.serviceName, featureCode: filter.featureCode });
    const fileName = reportFileName(report, filter);
    response
      .status(200)
      .setHeader('Content-Type', XLSX)
      .setHeader('Content-Length', String(file.length))
      .setHeader('Cache-Control', 'no-store')
      .setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
      .end(file);
  }

  @Get('features')
  @RequirePrivileges(Privilege.REPORTS)
  @ApiOperation({
    summary:
      'Servicios y características consumibles (categoría T) licenciados a un cliente (documentType y documentNumber) o a cualquiera: las opciones del reporte de consumo.',
  })
  async features(@Query() query: ReportCustomerRequestDto): Promise<ResultEnvelope<RecordsResult<ReportFeatureOption>>> {
    return { result: { records: await this.queryBus.execute(new ListReportFeaturesQuery(customerOf(query))) } };
  }

  @Get('promotion-codes')
  @RequirePrivileges(Privilege.REPORTS)
  @ApiOperation({
    summary:
      'Códigos Promocionales: órdenes registradas con cada código en los últimos 90 días, las pagadas o activadas y el descuento de estas (COP).',
  })
  async promotionCodes(): Promise<ResultEnvelope<{ records: PromoCodeReport }>> {
    return { result: { records: await this.queryBus.execute(new GetPromoCodeReportQuery()) } };
  }
}
