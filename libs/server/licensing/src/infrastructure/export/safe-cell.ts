/** What makes a spreadsheet read a text cell as a formula (formula / CSV injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell value that no spreadsheet runs as a formula: text starting with = + - @ (or a tab or
 * carriage return) gets a leading single quote, as OWASP advises; the workbooks write it as a text cell (xlsx-sheet.ts).
 */
export function safeCellText(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_START.test(text) ? `'${text}` : text;
}
