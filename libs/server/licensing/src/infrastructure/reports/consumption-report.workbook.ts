import ExcelJS from 'exceljs';
import type { ConsumptionReport } from '@lic/shared-api-types';
import { safeCellText } from '../export/safe-cell';

const DOCUMENT_TYPES: Record<number, string> = { 1: 'CC', 2: 'CE', 4: 'NIT', 6: 'PA' };

/** dd/mm/yyyy of a YYYY-MM-DD day, as the back office shows dates. */
const shownDay = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

export interface ReportScope {
  serviceName: string | null;
  featureCode: string | null;
}

/**
 * The report as an .xlsx file: "Resumen" (what the report covers), "Consumo diario" (per day and feature)
 * and "Totales" (per feature). Every text from the data goes through safeText; quantities are numbers.
 */
export async function consumptionReportWorkbook(report: ConsumptionReport, scope: ReportScope): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Tienda de licencias';

  const summary = workbook.addWorksheet('Resumen');
  summary.columns = [
    { header: 'Campo', key: 'field', width: 22 },
    { header: 'Valor', key: 'value', width: 50 },
  ];
  const document =
    report.documentType !== null && report.documentNumber !== null
      ? `${DOCUMENT_TYPES[report.documentType] ?? report.documentType} ${report.documentNumber}`
      : 'Todos los clientes';
  summary.addRows([
    { field: 'Reporte', value: report.title },
    {
      field: 'Cliente',
      value: safeCellText(report.customerName ?? (report.documentNumber === null ? 'Todos los clientes' : 'Desconocido')),
    },
    { field: 'Documento', value: safeCellText(document) },
    ...(scope.serviceName !== null ? [{ field: 'Servicio', value: safeCellText(scope.serviceName) }] : []),
    ...(scope.featureCode !== null ? [{ field: 'Característica', value: safeCellText(scope.featureCode) }] : []),
    { field: 'Desde', value: shownDay(report.from) },
    { field: 'Hasta', value: shownDay(report.to) },
  ]);

  const daily = workbook.addWorksheet('Consumo diario');
  daily.columns = [
    { header: 'Día', key: 'day', width: 12 },
    { header: 'Código', key: 'featureCode', width: 30 },
    { header: 'Característica', key: 'featureName', width: 40 },
    { header: 'Cantidad', key: 'quantity', width: 12 },
  ];
  daily.addRows(
    report.days.map((day) => ({
      day: shownDay(day.day),
      featureCode: safeCellText(day.featureCode),
      featureName: safeCellText(day.featureName),
      quantity: day.quantity,
    })),
  );

  const totals = workbook.addWorksheet('Totales');
  totals.columns = [
    { header: 'Código', key: 'featureCode', width: 30 },
    { header: 'Característica', key: 'featureName', width: 40 },
    { header: 'Cantidad', key: 'quantity', width: 12 },
  ];
  totals.addRows(
    report.totals.map((total) => ({
      featureCode: safeCellText(total.featureCode),
      featureName: safeCellText(total.featureName),
      quantity: total.quantity,
    })),
  );

  for (const sheet of [summary, daily, totals]) sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
