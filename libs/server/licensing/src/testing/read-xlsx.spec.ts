import { describe, expect, it } from '@jest/globals';
import writeXlsxFile from 'write-excel-file/node';
import { readXlsx } from './read-xlsx';

// The reader the export tests rely on must see what a spreadsheet would: a formula is a formula.
describe('readXlsx', () => {
  it('reads values, text cells, formulas, bold, number formats, widths and frozen rows', async () => {
    const file = await writeXlsxFile(
      [
        {
          sheet: 'Uno & <dos>',
          columns: [{ width: 20 }, { width: 8 }],
          stickyRowsCount: 1,
          data: [
            [{ value: 'Título', type: String, fontWeight: 'bold' }, null, { value: 'C1', type: String }],
            [
              { value: '=1+1', type: String },
              { value: 1234, type: Number, format: '#,##0' },
            ],
            [
              { value: 'SUM(B2:B2)', type: 'Formula' },
              { value: true, type: Boolean },
            ],
          ],
        },
        { sheet: 'Vacía', data: [[]] },
      ],
      {},
    ).toBuffer();
    const workbook = readXlsx(file);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Uno & <dos>', 'Vacía']);
    const sheet = workbook.sheet('Uno & <dos>');
    expect(sheet.rows.slice(0, 2)).toEqual([
      ['Título', null, 'C1'],
      ['=1+1', 1234],
    ]);
    expect(sheet.cells.find((cell) => cell.ref === 'A1')!.bold).toBe(true);
    expect(sheet.cells.find((cell) => cell.ref === 'A2')).toMatchObject({ formula: false, bold: false });
    expect(sheet.cells.find((cell) => cell.ref === 'B2')).toMatchObject({ type: 'n', numberFormat: '#,##0' });
    expect(sheet.cells.find((cell) => cell.ref === 'A3')!.formula).toBe(true);
    expect(sheet.rows[2][1]).toBe(true);
    expect(sheet.widths[1]).toBeGreaterThanOrEqual(20);
    expect(sheet.frozenRows).toBe(1);
    expect(() => workbook.sheet('Otra')).toThrow(/no sheet "Otra"/);
  });
});
