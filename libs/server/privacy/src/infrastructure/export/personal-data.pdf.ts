import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { bogotaDateTime, personalDataSections } from '../../domain/personal-data-sections';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const INK = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.35, 0.38, 0.45);
/** The characters of WinAnsi beyond Latin-1 (the standard fonts' encoding); anything else is written as ?. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard PDF fonts can write: Spanish is all there; other scripts and emoji become ?. */
export function winAnsiText(text: string): string {
  return [...text.replace(/[\t\r\n]+/g, ' ')]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : '?';
    })
    .join('');
}

/** Splits a text into lines that fit the width at that size, breaking long words too. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (font.widthOfTextAtSize(line, size) > width) {
      let cut = line.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * The holder's export as a readable PDF (decision 0068): a title, when it was generated, then each kind of
 * record (personalDataSections) as a heading and its records as "campo: valor" lines, on as many A4 pages as
 * it takes, numbered. Standard fonts (WinAnsi covers Spanish).
 */
export async function personalDataPdf(data: PersonalDataExport): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Mis datos personales');
  pdf.setProducer('Tienda de licencias');
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page: PDFPage = pdf.addPage(PAGE);
  let y = PAGE[1] - MARGIN;

  const room = (height: number) => {
    if (y - height >= MARGIN + 20) return;
    page = pdf.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  const write = (text: string, size: number, f: PDFFont, color = INK, indent = 0) => {
    for (const line of wrap(winAnsiText(text), f, size, width - indent)) {
      room(size + 4);
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font: f, color });
      y -= size + 4;
    }
  };

  write('Mis datos personales', 20, bold);
  write(
    `Lo que la tienda tiene sobre ti y tu empresa, generado el ${bogotaDateTime(data.generatedOn)} (hora de Colombia). ` +
      'Ley 1581 de 2012: puedes pedir su corrección, la prueba de tu autorización, revocarla o la supresión desde "Mis datos".',
    9,
    font,
    MUTED,
  );
  for (const section of personalDataSections(data)) {
    y -= 10;
    room(40);
    write(section.title, 14, bold);
    if (section.rows.length === 0) write('Sin registros.', 9, font, MUTED);
    section.rows.forEach((row, index) => {
      if (index > 0) y -= 6;
      row.forEach((value, column) => {
        if (value === null || value === '') return;
        write(`${section.columns[column]}: ${value}`, 9, font, INK, 8);
      });
    });
  }
  const pages = pdf.getPages();
  pages.forEach((p, index) =>
    p.drawText(`Página ${index + 1} de ${pages.length}`, { x: PAGE[0] - MARGIN - 70, y: MARGIN - 10, size: 8, font, color: MUTED }),
  );
  return Buffer.from(await pdf.save());
}
