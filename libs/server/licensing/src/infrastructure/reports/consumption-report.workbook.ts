import type { ConsumptionReport } from '@lic/shared-api-types';
import { DOCUMENT_TYPE_ID_BY_CODE } from '@lic/shared-rules';
import { sheetOf, xlsxFile } from '../export/xlsx-sheet';

/** Document type codes by id (NIT 900123456, PPT 4889527, …). */
const DOCUMENT_TYPES: Record<number, string> = Object.fromEntries(Object.entries(DOCUMENT_TYPE_ID_BY_CODE).map(([code, id]) => [id, code]));

/** dd/mm/yyyy of a YYYY-MM-DD day, as the back office shows dates. */
const shownDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export interface ReportScope {
  serviceName: string | null;
  featureCode: string | null;
}

/**
 * The report as an .xlsx file: "Resumen" (what the report covers), "Consumo diario" (per day and feature)
 * and "Totales" (per feature). Every text is a text cell no spreadsheet runs as a formula; quantities are numbers.
 */
export async function consumptionReportWorkbook(report: ConsumptionReport, scope: ReportScope): Promise<Buffer> {
  const document =
    report.documentType !== null && report.documentNumber !== null
      ? `${DOCUMENT_TYPES[report.documentType] ?? report.documentType} ${report.documentNumber}`
      : 'Todos los clientes';
  const summary: Array<{ field: string; value: string }> = [
    { field: 'Reporte', value: report.title },
    { field: 'Cliente', value: report.customerName ?? (report.documentNumber === null ? 'Todos los clientes' : 'Desconocido') },
    { field: 'Documento', value: document },
    ...(scope.serviceName !== null ? [{ field: 'Servicio', value: scope.serviceName }] : []),
    ...(scope.featureCode !== null ? [{ field: 'Característica', value: scope.featureCode }] : []),
    { field: 'Desde', value: shownDay(report.from) },
    { field: 'Hasta', value: shownDay(report.to) },
  ];
  return xlsxFile([
    sheetOf({
      name: 'Resumen',
      rows: summary,
      columns: [
        { header: 'Campo', width: 22, value: (row) => row.field },
        { header: 'Valor', width: 50, value: (row) => row.value },
      ],
    }),
    sheetOf({
      name: 'Consumo diario',
      rows: report.days,
      columns: [
        { header: 'Día', width: 12, value: (day) => shownDay(day.day) },
        { header: 'Código', width: 30, value: (day) => day.featureCode },
        { header: 'Característica', width: 40, value: (day) => day.featureName },
        { header: 'Cantidad', width: 12, value: (day) => day.quantity },
      ],
    }),
    sheetOf({
      name: 'Totales',
      rows: report.totals,
      columns: [
        { header: 'Código', width: 30, value: (total) => total.featureCode },
        { header: 'Característica', width: 40, value: (total) => total.featureName },
        { header: 'Cantidad', width: 12, value: (total) => total.quantity },
      ],
    }),
  ]);
}
