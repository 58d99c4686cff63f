/**
 * A small writer of printable, text-only PDF documents (PDF 1.4, A4, the standard Helvetica fonts with
 * WinAnsiEncoding, so Spanish accents print): enough for an order to print, with no dependency. Text is
 * positioned in points from the bottom-left corner of the page.
 */

export const A4 = { width: 595, height: 842 } as const;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Where x is: the start of the text (default) or its end. */
  align?: 'left' | 'right';
}

// Helvetica advance widths (1/1000 em) of the characters an order prints most; others count as 556.
const WIDTHS: Record<string, number> = { ' ': 278, '.': 278, ',': 278, '-': 333, ':': 278, '%': 889, $: 556, '#': 556, '(': 333, ')': 333 };
const NARROW = /[ijlftrI!|']/;
const WIDE = /[mwMW@]/;

/** Approximate width in points of a text in Helvetica (bold is a little wider). */
export function textWidth(text: string, size: number, bold = false): number {
  let units = 0;
  for (const char of text) {
    units += WIDTHS[char] ?? (NARROW.test(char) ? 278 : WIDE.test(char) ? 833 : /[A-Z]/.test(char) ? 667 : 556);
  }
  return (units * size * (bold ? 1.05 : 1)) / 1000;
}

/** Splits a text into lines no wider than `width` points, at spaces. */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && textWidth(candidate, size, bold) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

// WinAnsiEncoding bytes of the typographic characters outside Latin-1.
const WIN_ANSI: Record<string, number> = { '€': 0x80, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 };

/** A PDF literal string, ASCII only: Latin-1 and WinAnsi characters as octal escapes, the rest as "?". */
export function pdfString(text: string): string {
  let out = '(';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) as number;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (code === 0x09) out += ' ';
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`;
    else if (WIN_ANSI[char] !== undefined) out += `\\${WIN_ANSI[char].toString(8)}`;
    else if (code >= 0x20) out += '?';
  }
  return `${out})`;
}

const number = (value: number): string => String(Math.round(value * 100) / 100);

export class TextPdf {
  private readonly pages: string[][] = [[]];

  /** Writes a line of text at (x, y). */
  text(x: number, y: number, text: string, style: TextStyle = {}): this {
    const size = style.size ?? 10;
    const bold = style.bold ?? false;
    const left = style.align === 'right' ? x - textWidth(text, size, bold) : x;
    this.current.push(`BT /${bold ? 'F2' : 'F1'} ${number(size)} Tf ${number(left)} ${number(y)} Td ${pdfString(text)} Tj ET`);
    return this;
  }

  /** A straight line from (x1, y1) to (x2, y2). */
  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5): this {
    this.current.push(`${number(width)} w ${number(x1)} ${number(y1)} m ${number(x2)} ${number(y2)} l S`);
    return this;
  }

  /** A light grey band behind a table header. */
  band(x: number, y: number, width: number, height: number): this {
    this.current.push(`q 0.93 g ${number(x)} ${number(y)} ${number(width)} ${number(height)} re f Q`);
    return this;
  }

  newPage(): this {
    this.pages.push([]);
    return this;
  }

  /** The document's bytes. */
  build(title = ''): Buffer {
    const objects: string[] = [];
    const pageCount = this.pages.length;
    const pageObject = (index: number) => 6 + index * 2;
    objects.push('<< /Type /Catalog /Pages 2 0 R >>');
    objects.push(`<< /Type /Pages /Kids [${this.pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pageCount} >>`);
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    objects.push(`<< /Title ${pdfString(title)} /Producer (Tienda de licencias) >>`);
    this.pages.forEach((operations, i) => {
      const stream = operations.join('\n');
      objects.push(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObject(i) + 1} 0 R >>`,
      );
      objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    });

    let body = '%PDF-1.4\n';
    const offsets: number[] = [];
    objects.forEach((object, i) => {
      offsets.push(body.length);
      body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'ascii');
  }

  private get current(): string[] {
    return this.pages[this.pages.length - 1];
  }
}
