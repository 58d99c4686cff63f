import { inflateSync } from 'node:zlib';

/**
 * The text a PDF of pdf-lib's standard fonts shows, for the tests: every content stream inflated, every
 * hex string shown with Tj decoded from WinAnsi (Latin-1 for Spanish), one line per Tj. Enough for the
 * files our writer produces; not a general PDF reader.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1], 'latin1')).toString('latin1');
    } catch {
      content = match[1];
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(shown[1], 'hex').toString('latin1'));
  }
  return lines.join('\n');
}
