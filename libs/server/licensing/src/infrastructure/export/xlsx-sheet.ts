import writeXlsxFile, { type Cell, type Sheet } from 'write-excel-file/node';
import { safeCellText } from './safe-cell';

/** A column of an exported sheet: its bold header, its width in characters and the value of a row. */
export interface SheetColumn<Row> {
  header: string;
  width: number;
  value: (row: Row) => string | number | null;
}

export interface SheetSpec<Row> {
  name: string;
  columns: SheetColumn<Row>[];
  rows: readonly Row[];
}

/** Whole numbers with thousands separators (quantities, balances). */
const FIGURE_FORMAT = '#,##0';

/**
 * One sheet for write-excel-file: a bold header row kept in view, the column widths, every text as a text
 * cell that no spreadsheet runs as a formula (safeCellText), every figure as a number.
 */
export function sheetOf<Row>({ name, columns, rows }: SheetSpec<Row>): Sheet<never> {
  const header: Cell[] = columns.map((column) => ({ value: column.header, type: String, fontWeight: 'bold' }));
  const data: Cell[][] = [header, ...rows.map((row) => columns.map((column) => cellOf(column.value(row))))];
  return { sheet: name, data, columns: columns.map((column) => ({ width: column.width })), stickyRowsCount: 1 };
}

function cellOf(value: string | number | null): Cell {
  if (value === null) return null;
  if (typeof value === 'number') return { value, type: Number, format: FIGURE_FORMAT };
  return { value: safeCellText(value), type: String };
}

/** The .xlsx file of these sheets, in this order. */
export async function xlsxFile(sheets: Sheet<never>[]): Promise<Buffer> {
  return writeXlsxFile(sheets, { fontFamily: 'Calibri', fontSize: 11 }).toBuffer();
}
