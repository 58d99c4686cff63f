import { describe, expect, it } from '@jest/globals';
import type { ConsumptionReport } from '@lic/shared-api-types';
import { safeCellText as safeText } from '../export/safe-cell';
import { readXlsx, type XlsxSheet } from '../../testing/read-xlsx';
import { consumptionReportWorkbook } from './consumption-report.workbook';

const report: ConsumptionReport = {
  reportType: 'KibanaConsumptionReport',
  title: 'Reporte de consumo',
  documentType: 4,
  documentNumber: '900123456',
  customerName: '=HYPERLINK("http://evil.example","clic")',
  from: '2025-12-02',
  to: '2026-03-01',
  days: [
    { day: '2026-02-27', featureCode: 'COLFACTURA_DOCUMENTO', featureName: 'Documentos electrónicos', quantity: 12 },
    { day: '2026-02-28', featureCode: 'COLFACTURA_DOCUMENTO', featureName: '+cmd|calc', quantity: 3 },
  ],
  totals: [{ featureCode: 'COLFACTURA_DOCUMENTO', featureName: 'Documentos electrónicos', quantity: 15 }],
};

const read = readXlsx;
const values = (sheet: XlsxSheet) => sheet.rows;

describe('safeText', () => {
  it('keeps text that starts like a formula as text', () => {
    expect(safeText('=1+1')).toBe("'=1+1");
    expect(safeText('+57 300')).toBe("'+57 300");
    expect(safeText('-5')).toBe("'-5");
    expect(safeText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeText('Comercializadora Andina S.A.S.')).toBe('Comercializadora Andina S.A.S.');
  });
});

describe('consumptionReportWorkbook', () => {
  it('writes the summary, the days and the totals, with no formula anywhere', async () => {
    const workbook = await read(
      await consumptionReportWorkbook(report, { serviceName: 'COLFACTURA', featureCode: 'COLFACTURA_DOCUMENTO' }),
    );
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Resumen', 'Consumo diario', 'Totales']);

    expect(values(workbook.sheet('Resumen'))).toEqual([
      ['Campo', 'Valor'],
      ['Reporte', 'Reporte de consumo'],
      ['Cliente', `'=HYPERLINK("http://evil.example","clic")`],
      ['Documento', 'NIT 900123456'],
      ['Servicio', 'COLFACTURA'],
      ['Característica', 'COLFACTURA_DOCUMENTO'],
      ['Desde', '02/12/2025'],
      ['Hasta', '01/03/2026'],
    ]);
    expect(values(workbook.sheet('Consumo diario'))).toEqual([
      ['Día', 'Código', 'Característica', 'Cantidad'],
      ['27/02/2026', 'COLFACTURA_DOCUMENTO', 'Documentos electrónicos', 12],
      ['28/02/2026', 'COLFACTURA_DOCUMENTO', "'+cmd|calc", 3],
    ]);
    expect(values(workbook.sheet('Totales'))).toEqual([
      ['Código', 'Característica', 'Cantidad'],
      ['COLFACTURA_DOCUMENTO', 'Documentos electrónicos', 15],
    ]);
    for (const sheet of workbook.sheets) {
      expect(sheet.cells.filter((cell) => cell.formula)).toEqual([]);
      expect(sheet.cells.filter((cell) => cell.ref.endsWith('1') && /^[A-Z]+1$/.test(cell.ref)).every((cell) => cell.bold)).toBe(true);
    }
  });

  it('names every customer when the report is not for one', async () => {
    const workbook = await read(
      await consumptionReportWorkbook(
        {
          ...report,
          reportType: 'GeneralConsumptionReport',
          title: 'Reporte general de consumo',
          documentType: null,
          documentNumber: null,
          customerName: null,
        },
        { serviceName: null, featureCode: null },
      ),
    );
    expect(values(workbook.sheet('Resumen')).slice(1, 4)).toEqual([
      ['Reporte', 'Reporte general de consumo'],
      ['Cliente', 'Todos los clientes'],
      ['Documento', 'Todos los clientes'],
    ]);
  });
});
