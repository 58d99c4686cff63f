import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/node';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { personalDataSections, type SectionValue } from '../../domain/personal-data-sections';

/** What makes a spreadsheet read a text cell as a formula (OWASP CSV injection): such text gets a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellOf(value: SectionValue): Cell {
  if (value === null || value === '') return null;
  if (typeof value === 'number') return { value, type: Number };
  return { value: FORMULA_START.test(value) ? `'${value}` : value, type: String, wrap: value.length > 60 };
}

/**
 * The holder's export as an .xlsx workbook (decision 0068): one sheet per kind of record (personalDataSections),
 * a bold header row kept in view, every text a text cell that no spreadsheet runs as a formula.
 */
export async function personalDataWorkbook(data: PersonalDataExport): Promise<Buffer> {
  const sheets: Sheet<never>[] = personalDataSections(data).map((section) => {
    const header: Cell[] = section.columns.map((column) => ({ value: column, type: String, fontWeight: 'bold' }));
    const widths = section.columns.map((column, index) =>
      Math.min(60, Math.max(column.length + 2, ...section.rows.map((row) => String(row[index] ?? '').length + 2))),
    );
    return {
      sheet: section.title,
      data: [header, ...section.rows.map((row) => row.map(cellOf))],
      columns: widths.map((width) => ({ width })),
      stickyRowsCount: 1,
    };
  });
  return writeXlsxFile(sheets, { fontFamily: 'Calibri', fontSize: 11 }).toBuffer();
}
