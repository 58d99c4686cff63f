import { inflateRawSync } from 'node:zlib';

// A small .xlsx reader for the tests of the exports: an .xlsx file is a zip archive of XML parts, read here
// with node:zlib and a few regular expressions (enough for the files our writer produces), so no spreadsheet
// library is needed to check what a user opens.

export type XlsxValue = string | number | boolean | null;

export interface XlsxCell {
  /** A1-style address. */
  ref: string;
  /** s: shared string, inlineStr / str: text, n: number, b: boolean. */
  type: 's' | 'inlineStr' | 'str' | 'n' | 'b' | 'e';
  value: XlsxValue;
  /** The cell holds a formula (<f>): none of our exports may. */
  formula: boolean;
  bold: boolean;
  /** Number format code of the cell's style, 'General' without one. */
  numberFormat: string;
}

export interface XlsxSheet {
  name: string;
  /** Rows from the first, cells from column A; missing cells are null. */
  rows: XlsxValue[][];
  cells: XlsxCell[];
  /** Column widths by column number (1 = A). */
  widths: Record<number, number>;
  /** Rows frozen at the top (pane ySplit). */
  frozenRows: number;
}

export interface XlsxWorkbook {
  sheets: XlsxSheet[];
  sheet(name: string): XlsxSheet;
}

/** The files of a zip archive by name (stored or deflated entries, no zip64). */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1) throw new Error('not a zip archive');
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  for (let i = 0; i < count; i += 1) {
    if (archive.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken zip central directory');
    const method = archive.readUInt16LE(offset + 10);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const BUILT_IN_FORMATS: Record<number, string> = { 0: 'General', 1: '0', 2: '0.00', 3: '#,##0', 4: '#,##0.00', 14: 'mm-dd-yy', 49: '@' };

function decodeXml(text: string): string {
  return text.replace(/&(lt|gt|quot|apos|amp|#\d+|#x[0-9a-f]+);/gi, (_, entity: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };
    if (entity[0] !== '#') return named[entity.toLowerCase()];
    return String.fromCodePoint(entity[1].toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10));
  });
}

const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const textOf = (xml: string): string =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t\s*\/>/g)].map((m) => decodeXml(m[1] ?? '')).join('');

function columnNumber(ref: string): number {
  let column = 0;
  for (const char of /^[A-Z]+/.exec(ref)![0]) column = column * 26 + (char.charCodeAt(0) - 64);
  return column;
}

/** Reads the sheets of an .xlsx file: values as a spreadsheet shows them, plus cell types, bold, formats, widths. */
export function readXlsx(content: Buffer | Uint8Array): XlsxWorkbook {
  const files = unzip(Buffer.from(content));
  const part = (name: string): string => files.get(name)?.toString('utf8') ?? '';

  const shared = [...part('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => textOf(m[1]));

  const styles = part('xl/styles.xml');
  const customFormats = new Map(
    [...styles.matchAll(/<numFmt\s[^>]*>/g)].map((m) => [
      Number(attribute(m[0], 'numFmtId')),
      decodeXml(attribute(m[0], 'formatCode') ?? ''),
    ]),
  );
  const fonts = [...(/<fonts[^>]*>([\s\S]*?)<\/fonts>/.exec(styles)?.[1] ?? '').matchAll(/<font\b[^>]*?(?:\/>|>([\s\S]*?)<\/font>)/g)].map(
    (m) => /<b\s*\/>|<b\s+val="(1|true)"/.test(m[1] ?? ''),
  );
  const cellStyles = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf\b[^>]*>/g)].map((m) => {
    const format = Number(attribute(m[0], 'numFmtId') ?? 0);
    return {
      bold: fonts[Number(attribute(m[0], 'fontId') ?? 0)] ?? false,
      numberFormat: customFormats.get(format) ?? BUILT_IN_FORMATS[format] ?? `#${format}`,
    };
  });

  const relations = new Map(
    [...part('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\s[^>]*>/g)].map((m) => [
      attribute(m[0], 'Id'),
      attribute(m[0], 'Target'),
    ]),
  );
  const sheets = [...part('xl/workbook.xml').matchAll(/<sheet\s[^>]*>/g)].map((m): XlsxSheet => {
    const target = relations.get(attribute(m[0], 'r:id'))!.replace(/^\/?(xl\/)?/, '');
    const xml = part(`xl/${target}`);
    const cells: XlsxCell[] = [];
    const rows: XlsxValue[][] = [];
    for (const row of xml.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
      const rowNumber = Number(attribute(row[1], 'r'));
      const values: XlsxValue[] = [];
      for (const c of (row[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const ref = attribute(c[1], 'r')!;
        const type = (attribute(c[1], 't') ?? 'n') as XlsxCell['type'];
        const inner = c[2] ?? '';
        const raw = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
        let value: XlsxValue = null;
        if (type === 's') value = raw === undefined ? null : shared[Number(raw)];
        else if (type === 'inlineStr') value = textOf(inner);
        else if (type === 'str' || type === 'e') value = raw === undefined ? null : decodeXml(raw);
        else if (type === 'b') value = raw === undefined ? null : raw === '1';
        else value = raw === undefined ? null : Number(raw);
        const style = cellStyles[Number(attribute(c[1], 's') ?? 0)] ?? { bold: false, numberFormat: 'General' };
        cells.push({ ref, type, value, formula: /<f[\s>/]/.test(inner), ...style });
        values[columnNumber(ref) - 1] = value;
      }
      rows[rowNumber - 1] = Array.from(values, (value) => value ?? null);
    }
    const widths: Record<number, number> = {};
    for (const col of xml.matchAll(/<col\s[^>]*>/g)) {
      for (let n = Number(attribute(col[0], 'min')); n <= Number(attribute(col[0], 'max')); n += 1)
        widths[n] = Number(attribute(col[0], 'width'));
    }
    const pane = /<pane\s[^>]*>/.exec(xml)?.[0];
    return {
      name: decodeXml(attribute(m[0], 'name') ?? ''),
      rows: Array.from(rows, (row) => row ?? []),
      cells,
      widths,
      frozenRows: pane && attribute(pane, 'state') === 'frozen' ? Number(attribute(pane, 'ySplit') ?? 0) : 0,
    };
  });
  return {
    sheets,
    sheet: (name) => {
      const found = sheets.find((s) => s.name === name);
      if (!found) throw new Error(`no sheet "${name}" (sheets: ${sheets.map((s) => s.name).join(', ')})`);
      return found;
    },
  };
}
