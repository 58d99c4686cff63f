import { describe, expect, it } from '@jest/globals';
import { readXlsx } from '../../testing/read-xlsx';
import { bogotaDateTime, consumptionDetailWorkbook } from './consumption-detail.workbook';
import { safeCellText } from './safe-cell';

describe('safeCellText', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+57 300', "'+57 300"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['Comercializadora Andina S.A.S.', 'Comercializadora Andina S.A.S.'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(safeCellText(input)).toBe(expected);
  });
});

describe('consumptionDetailWorkbook', () => {
  it('writes the Saldos and Consumos sheets with formula-like texts as plain strings', async () => {
    const content = await consumptionDetailWorkbook(
      [
        {
          customerName: '=HYPERLINK("http://x","clic")',
          documentType: 4,
          documentNumber: '900123456',
          serviceName: 'COLFACTURA',
          packageName: '+Plan',
          featureName: '@Documentos',
          purchased: 100,
          used: 87,
          available: 13,
          storageUnit: 'GB',
          lastUseDate: new Date('2026-11-22T15:00:00Z'),
        },
        {
          customerName: 'Empresa',
          documentType: 4,
          documentNumber: '900123456',
          serviceName: 'COLFACTURA',
          packageName: 'Plan',
          featureName: 'Usuarios',
          purchased: null,
          used: 5,
          available: null,
          storageUnit: null,
          lastUseDate: null,
        },
      ],
      [
        {
          occurredAt: new Date('2026-11-22T15:00:00Z'),
          recordedAt: new Date('2026-11-22T15:00:01Z'),
          appName: 'colfactura',
          eventId: '-evt-1',
          documentNumber: '900123456',
          serviceName: 'COLFACTURA',
          featureCode: 'COLFACTURA_DOCUMENTO',
          featureName: 'Documentos',
          quantity: 3,
        },
      ],
    );
    const workbook = readXlsx(content);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Saldos', 'Consumos']);
    const saldos = workbook.sheet('Saldos');
    expect(saldos.rows[0]).toEqual([
      'Empresa',
      'Documento',
      'Servicio',
      'Paquete',
      'Característica',
      'Compradas',
      'Consumidas',
      'Disponibles',
      'Unidad',
      'Último consumo',
    ]);
    expect(saldos.rows[1]).toEqual([
      '\'=HYPERLINK("http://x","clic")',
      '900123456',
      'COLFACTURA',
      "'+Plan",
      "'@Documentos",
      100,
      87,
      13,
      'GB',
      '22/11/2026 10:00:00',
    ]);
    expect(saldos.cells.find((cell) => cell.ref === 'A2')!.type).toMatch(/^(s|inlineStr|str)$/);
    expect([saldos.rows[2][5], saldos.rows[2][7], saldos.rows[2][8]]).toEqual(['Ilimitadas', 'Ilimitadas', null]);
    const consumos = workbook.sheet('Consumos');
    expect(consumos.rows[1]).toEqual([
      '22/11/2026 10:00:00',
      '22/11/2026 10:00:01',
      'colfactura',
      "'-evt-1",
      '900123456',
      'COLFACTURA',
      'COLFACTURA_DOCUMENTO',
      'Documentos',
      3,
    ]);
    for (const sheet of [saldos, consumos]) {
      expect(sheet.cells.filter((cell) => cell.formula)).toEqual([]);
      // The header row: bold and kept in view; the figures with thousands separators.
      expect(sheet.cells.filter((cell) => /^[A-Z]+1$/.test(cell.ref)).every((cell) => cell.bold)).toBe(true);
      expect(sheet.frozenRows).toBe(1);
    }
    expect(saldos.widths[1]).toBeGreaterThanOrEqual(36);
    expect(consumos.cells.find((cell) => cell.ref === 'I2')).toMatchObject({ value: 3, type: 'n', numberFormat: '#,##0', bold: false });
  });

  it('shows instants in America/Bogota', () => {
    expect(bogotaDateTime(new Date('2026-01-01T04:59:59Z'))).toBe('31/12/2025 23:59:59');
    expect(bogotaDateTime(null)).toBe('');
  });
});
