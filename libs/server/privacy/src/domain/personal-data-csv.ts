/**
 * The export as a spreadsheet-friendly CSV (decision 0059): one row per value, its path in the JSON
 * ("orders[0].lines[1].packageName") and the value. Semicolons, as Colombian spreadsheets expect;
 * a cell starting with = + - @ is prefixed with ' so that no spreadsheet runs it as a formula.
 */
export function personalDataCsv(data: unknown): string {
  const rows: [string, string][] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      if (value.length === 0) rows.push([path, '']);
      value.forEach((item, index) => walk(item, `${path}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) walk(child, path ? `${path}.${key}` : key);
    } else {
      rows.push([path, value === null || value === undefined ? '' : String(value)]);
    }
  };
  walk(data, '');
  const cell = (text: string): string => {
    const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
    return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return ['\ufeffdato;valor', ...rows.map(([path, value]) => `${cell(path)};${cell(value)}`)].join('\r\n') + '\r\n';
}
