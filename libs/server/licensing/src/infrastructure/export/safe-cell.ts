/** What makes a spreadsheet read a text cell as a formula (formula / CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell value that no spreadsheet runs as a formula: text starting with = + - @ (or a tab or
 * carriage return) gets a leading single quote, as OWASP advises; exceljs writes it as a string cell.
 */
export function safeCellText(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}
