import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ValidateIf } from 'class-validator';
import { IsDocumentNumber, IsDocumentTypeIn, MaxChars, NormalizeDocumentNumber, Required, ValidateRule } from '@lic/server-kernel';
import { DOCUMENT_TYPE_ID, PASSPORT_DOCUMENT_TYPE_IDS, reportRangeProblem } from '@lic/shared-rules';
import type { ReportType } from '@lic/shared-api-types';
import { ReportsMessage } from '../../../domain/reports/reports.messages';

const REPORT_TYPES: ReportType[] = ['GeneralConsumptionReport', 'KibanaConsumptionReport'];
/** CC, CE, NIT, the passport types (backoffice-licensing.md §9) and PPT. */
const DOCUMENT_TYPE_IDS = [1, 2, 4, ...PASSPORT_DOCUMENT_TYPE_IDS, DOCUMENT_TYPE_ID.PPT];

/** The customer of a report: both fields or neither (every customer). Query strings, so numbers come as text. */
export class ReportCustomerRequestDto {
  @ApiPropertyOptional({ example: '4', description: 'Tipo de documento del cliente (1 CC, 2 CE, 4 NIT, 6 pasaporte, 14 PPT).' })
  @ValidateIf((query: ReportCustomerRequestDto) => query.documentType !== undefined || query.documentNumber !== undefined)
  @Required(ReportsMessage.documentTypeRequired)
  @IsDocumentTypeIn(DOCUMENT_TYPE_IDS)
  readonly documentType?: string;

  @ApiPropertyOptional({ example: '900123456', maxLength: 15 })
  @ValidateIf((query: ReportCustomerRequestDto) => query.documentType !== undefined || query.documentNumber !== undefined)
  @NormalizeDocumentNumber()
  @Required(ReportsMessage.documentNumberRequired)
  @IsDocumentNumber('documentType')
  readonly documentNumber?: string;
}

/** GET license/api/reports/consumption and …/export (backoffice-licensing.md §2.7). */
export class ConsumptionReportRequestDto extends ReportCustomerRequestDto {
  @ApiProperty({ example: 'GeneralConsumptionReport', enum: REPORT_TYPES })
  @Required()
  @ValidateRule('isReportType', (value) =>
    value === undefined || value === null || value === '' || REPORT_TYPES.includes(value as ReportType)
      ? null
      : ReportsMessage.reportTypeInvalid,
  )
  readonly reportType!: ReportType;

  @ApiPropertyOptional({
    example: 'COLFACTURA_DOCUMENTO',
    description: 'KibanaConsumptionReport: el código de la característica del servicio.',
  })
  @ValidateIf((query: ConsumptionReportRequestDto) => query.reportType === 'KibanaConsumptionReport' || query.claimCreate !== undefined)
  @Required(ReportsMessage.claimCreateRequired)
  @MaxChars(50)
  readonly claimCreate?: string;

  @ApiPropertyOptional({ example: 'COLFACTURA', description: 'KibanaConsumptionReport: el nombre del servicio.' })
  @ValidateIf((query: ConsumptionReportRequestDto) => query.reportType === 'KibanaConsumptionReport' || query.claimDelete !== undefined)
  @Required(ReportsMessage.claimDeleteRequired)
  @MaxChars(50)
  readonly claimDelete?: string;

  @ApiPropertyOptional({
    example: '2026-01-01',
    description: 'Primer día del reporte (AAAA-MM-DD, Bogotá). Sin él: 90 días que terminan en `to`.',
  })
  @ValidateRule('isReportFrom', (value) => reportRangeProblem(value, undefined))
  readonly from?: string;

  @ApiPropertyOptional({
    example: '2026-03-31',
    description:
      'Último día del reporte (AAAA-MM-DD, Bogotá), no anterior a `from` y a lo sumo 90 días después. Sin ninguno: los últimos 90 días.',
  })
  @ValidateRule(
    'isReportTo',
    (value, from: unknown) => reportRangeProblem(reportRangeProblem(from, undefined) === null ? from : undefined, value),
    (query) => query.from,
  )
  readonly to?: string;
}
