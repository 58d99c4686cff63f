import { describe, expect, it } from '@jest/globals';
import { pdfString, TextPdf, textWidth, wrapText } from './text-pdf';

/** Checks the cross-reference table: every offset points at its "N 0 obj". */
function expectValidXref(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, count] = /xref\n0 (\d+)\n/.exec(text.slice(startxref)) ?? [];
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(2, 2 + Number(count));
  expect(entries[0]).toBe('0000000000 65535 f ');
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  for (const match of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index as number) + match[0].length;
    expect(text.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
  }
}

describe('TextPdf', () => {
  it('writes a PDF 1.4 whose cross-reference table and stream lengths are right', () => {
    const pdf = new TextPdf()
      .text(50, 780, 'Orden de pedido', { size: 18, bold: true })
      .rule(50, 770, 545, 770)
      .newPage()
      .text(50, 780, 'Página 2')
      .build('Prueba');
    expect(pdf.subarray(0, 8).toString('ascii')).toBe('%PDF-1.4');
    expect(pdf.toString('latin1')).toContain('/Count 2');
    expectValidXref(pdf);
    // ASCII only: every non-ASCII character is an escape.
    expect([...pdf].every((byte) => byte < 0x80)).toBe(true);
  });

  it('escapes parentheses and backslashes and writes Spanish letters in WinAnsi', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('Página ñ ¡Sí!')).toBe('(P\\341gina \\361 \\241S\\355!)');
    expect(pdfString('ok – “x” €')).toBe('(ok \\226 \\223x\\224 \\200)');
    expect(pdfString('emoji 😀')).toBe('(emoji ?)');
  });

  it('right-aligns text by its width and wraps long text at spaces', () => {
    const page = new TextPdf().text(300, 100, '$ 1.000', { align: 'right', size: 10 }).build().toString('latin1');
    const x = Number(/Tf ([\d.]+) 100 Td \(\$ 1\.000\)/.exec(page)?.[1]);
    expect(x).toBeCloseTo(300 - textWidth('$ 1.000', 10), 1);
    const lines = wrapText('una dos tres cuatro cinco seis siete ocho nueve diez', 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('una dos tres cuatro cinco seis siete ocho nueve diez');
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(60);
  });
});
