import { describe, expect, it } from '@jest/globals';
import ExcelJS from 'exceljs';
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
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
    const saldos = workbook.getWorksheet('Saldos')!;
    expect(saldos.getRow(1).values).toEqual([
      undefined,
      'Empresa',
      'Documento',
      'Servicio',
      'Paquete',
      'Característica',
      'Compradas',
      'Consumidas',
      'Disponibles',
      'Último consumo',
    ]);
    const first = saldos.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(first.getCell(1).value).toBe('\'=HYPERLINK("http://x","clic")');
    expect(first.getCell(4).value).toBe("'+Plan");
    expect(first.getCell(5).value).toBe("'@Documentos");
    expect([first.getCell(6).value, first.getCell(7).value, first.getCell(8).value]).toEqual([100, 87, 13]);
    expect(first.getCell(9).value).toBe('22/11/2026 10:00:00');
    expect([saldos.getRow(3).getCell(6).value, saldos.getRow(3).getCell(8).value]).toEqual(['Ilimitadas', 'Ilimitadas']);
    const consumos = workbook.getWorksheet('Consumos')!;
    expect(consumos.getRow(2).getCell(4).value).toBe("'-evt-1");
    expect(consumos.getRow(2).getCell(9).value).toBe(3);
    for (const sheet of [saldos, consumos]) {
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    }
  });

  it('shows instants in America/Bogota', () => {
    expect(bogotaDateTime(new Date('2026-01-01T04:59:59Z'))).toBe('31/12/2025 23:59:59');
    expect(bogotaDateTime(null)).toBe('');
  });
});
