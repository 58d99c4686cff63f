import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { brandByAppName } from '@lic/shared-rules';
import { colombiaDateTime } from '../../domain/document-key';
import type { DocumentTotals, InvoicedSale } from '../../domain/invoiced-sale';
import type { InvoiceIssuer, ResolutionForDocument } from '../ubl/ubl-document';

/** The brand's colour on the graphic representation (the storefront themes' primary colours). */
const BRAND_COLOURS: Record<string, string> = {
  colfactura: '#1FB6A6',
  colnomina: '#8C7BFF',
  firmaya: '#F37021',
  firmamail: '#0F86C6',
  boveda: '#1E7B5E',
  bemyself: '#E8467C',
  license: '#3949AB',
};

const hex = (value: string) =>
  rgb(parseInt(value.slice(1, 3), 16) / 255, parseInt(value.slice(3, 5), 16) / 255, parseInt(value.slice(5, 7), 16) / 255);

/** COP as the store shows it: $ 1.234.567 (es-CO, whole pesos). */
export function formatPesos(value: number): string {
  return `$ ${Math.round(value).toLocaleString('es-CO').replace(/,/g, '.')}`;
}

export interface GraphicRepresentation {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: string;
  documentKey: string;
  issuedAt: Date;
  qrData: string;
  sale: InvoicedSale;
  totals: DocumentTotals;
  issuer: InvoiceIssuer;
  resolution: ResolutionForDocument | null;
  credited?: { number: string; cufe: string } | null;
}

/**
 * The graphic representation of an invoice or credit note (one A4 page): the brand's band, issuer and
 * buyer, lines with discount and IVA, totals equal to the order's, the CUFE/CUDE and the QR that DIAN's
 * catalogue reads. Fonts are the PDF standard ones (WinAnsi covers Spanish).
 */
export async function renderGraphicRepresentation(doc: GraphicRepresentation): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const title = doc.kind === 'INVOICE' ? 'Factura electrónica de venta' : 'Nota crédito electrónica';
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setProducer('Tienda de licencias');
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const brand = brandByAppName(doc.sale.appName);
  const colour = hex(BRAND_COLOURS[doc.sale.appName] ?? BRAND_COLOURS.license);
  const { width, height } = page.getSize();
  const write = (p: PDFPage, text: string, x: number, y: number, size = 9, f: PDFFont = font, color = rgb(0.12, 0.16, 0.22)) =>
    p.drawText(text, { x, y, size, font: f, color });

  page.drawRectangle({ x: 0, y: height - 70, width, height: 70, color: colour });
  write(page, brand?.displayName ?? 'Tienda de licencias', 36, height - 40, 20, bold, rgb(1, 1, 1));
  write(page, `${title} No. ${doc.number}`, 300, height - 36, 12, bold, rgb(1, 1, 1));
  const { date, time } = colombiaDateTime(doc.issuedAt);
  write(page, `Fecha de emisión: ${date} ${time}`, 300, height - 52, 9, font, rgb(1, 1, 1));

  let y = height - 100;
  write(page, doc.issuer.legalName, 36, y, 11, bold);
  write(page, `NIT ${doc.issuer.nit}-${doc.issuer.checkDigit}`, 36, (y -= 14));
  write(page, `${doc.issuer.address}, ${doc.issuer.cityName}`, 36, (y -= 12));
  write(page, doc.issuer.email, 36, (y -= 12));
  if (doc.resolution) {
    write(
      page,
      `Resolución DIAN ${doc.resolution.resolutionNumber} del ${doc.resolution.validFrom} al ${doc.resolution.validTo}, ` +
        `prefijo ${doc.resolution.prefix} del ${doc.resolution.rangeFrom} al ${doc.resolution.rangeTo}`,
      36,
      (y -= 12),
      8,
    );
  }
  if (doc.credited) write(page, `Factura que acredita: ${doc.credited.number} (CUFE ${doc.credited.cufe.slice(0, 32)}…)`, 36, (y -= 12), 8);

  y -= 24;
  write(page, 'Adquiriente', 36, y, 10, bold, colour);
  const buyer = doc.sale.buyer;
  write(page, buyer.name, 36, (y -= 14), 10, bold);
  write(page, `${idLabel(buyer.idTypeCode)} ${buyer.documentNumber}${buyer.checkDigit ? `-${buyer.checkDigit}` : ''}`, 36, (y -= 12));
  write(page, `${buyer.address}, ${buyer.cityName} (${buyer.departmentName})`, 36, (y -= 12));
  write(page, buyer.email, 36, (y -= 12));
  write(page, `Orden de compra ${doc.sale.paymentReference}`, 36, (y -= 12));

  y -= 26;
  const columns = [36, 250, 300, 380, 450, 510];
  page.drawRectangle({ x: 30, y: y - 4, width: width - 60, height: 18, color: colour, opacity: 0.15 });
  ['Descripción', 'Cant.', 'Valor', 'Descuento', 'IVA', 'Total'].forEach((label, i) => write(page, label, columns[i], y, 9, bold));
  for (const line of doc.sale.lines) {
    y -= 16;
    write(page, line.packageName.slice(0, 40), columns[0], y);
    write(page, String(line.quantity), columns[1], y);
    write(page, formatPesos(line.grossBase), columns[2], y);
    write(page, formatPesos(line.discount), columns[3], y);
    write(page, `${formatPesos(line.ivaAmount)} (${line.taxPercent} %)`, columns[4] - 10, y, 8);
    write(page, formatPesos(line.total), columns[5], y);
  }

  y -= 30;
  const totals: [string, number][] = [
    ['Subtotal', doc.sale.subTotal],
    ['Descuentos', doc.sale.totalDiscount],
    ['Base gravable', doc.totals.lineExtensionAmount],
    ['IVA', doc.totals.ivaAmount],
    ['Total a pagar', doc.totals.payableAmount],
  ];
  for (const [label, value] of totals) {
    write(page, label, 380, y, 10, label === 'Total a pagar' ? bold : font);
    write(page, formatPesos(value), 480, y, 10, label === 'Total a pagar' ? bold : font);
    y -= 14;
  }

  const qr = await QRCode.toBuffer(doc.qrData, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const qrImage = await pdf.embedPng(qr);
  const qrTop = Math.min(y - 10, 300);
  page.drawImage(qrImage, { x: 36, y: qrTop - 120, width: 120, height: 120 });
  write(page, doc.kind === 'INVOICE' ? 'CUFE:' : 'CUDE:', 170, qrTop - 20, 9, bold);
  write(page, doc.documentKey.slice(0, 48), 170, qrTop - 34, 8);
  write(page, doc.documentKey.slice(48), 170, qrTop - 46, 8);
  write(
    page,
    'Representación gráfica de la factura electrónica. Consúltela en el catálogo de la DIAN con el código QR.',
    170,
    qrTop - 66,
    7,
  );
  write(page, `Proveedor tecnológico: NIT ${doc.issuer.providerNit}. Software: ${doc.issuer.softwareId}.`, 170, qrTop - 78, 7);
  return Buffer.from(await pdf.save());
}

function idLabel(code: string): string {
  return (
    ({ '13': 'CC', '22': 'CE', '31': 'NIT', '41': 'Pasaporte', '91': 'NUIP', '47': 'PEP' } as Record<string, string>)[code] ?? 'Documento'
  );
}
