import type { PurchaseOrder } from '../../domain/purchase-order.entity';
import { PurchaseOrderMessage } from '../../domain/purchase-order.messages';
import { A4, TextPdf, wrapText } from './text-pdf';

const MARGIN = 50;
const BOTTOM = 60;
const RIGHT = A4.width - MARGIN;

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const money = (value: number | string): string => cop.format(Number(value)).replace(/[\u00a0\u202f]/g, ' ');
const bogotaDay = new Intl.DateTimeFormat('es-CO', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Bogota' });

const customerName = (order: PurchaseOrder): string => {
  const billing = order.billingCustomer;
  return billing.legalName || [billing.firstName, billing.lastName].filter(Boolean).join(' ') || billing.documentNumber;
};

/** Columns of the lines table: where each ends (numbers are right-aligned). */
const COLUMNS = { name: MARGIN + 6, quantity: 300, unit: 375, discount: 445, iva: 485, total: RIGHT - 6 } as const;

/**
 * The printable cash order (storefront.md §2 cash confirm modal: "print the order sent by e-mail"): the
 * order's lines and totals, its payment reference and how to pay, as a PDF attached to the order mail.
 */
export function cashOrderPdf(order: PurchaseOrder, brandName: string): Buffer {
  const pdf = new TextPdf();
  let y = A4.height - MARGIN - 10;
  const next = (step: number) => {
    y -= step;
    if (y < BOTTOM) {
      pdf.newPage();
      y = A4.height - MARGIN - 10;
    }
  };

  pdf.text(MARGIN, y, brandName, { size: 12, bold: true });
  pdf.text(RIGHT, y, `Fecha: ${bogotaDay.format(order.registeredOn)}`, { size: 10, align: 'right' });
  next(30);
  pdf.text(MARGIN, y, `Orden de pedido ${order.paymentReference}`, { size: 18, bold: true });
  next(24);
  pdf.text(MARGIN, y, `Cliente: ${customerName(order)}`, { size: 10 });
  next(14);
  pdf.text(MARGIN, y, `Documento: ${order.billingCustomer.documentNumber}`, { size: 10 });
  next(14);
  pdf.text(MARGIN, y, `Correo electrónico: ${order.billingCustomer.email}`, { size: 10 });
  next(26);

  pdf.band(MARGIN, y - 5, RIGHT - MARGIN, 18);
  pdf.text(COLUMNS.name, y, 'Paquete', { bold: true, size: 9 });
  pdf.text(COLUMNS.quantity, y, 'Cantidad', { bold: true, size: 9, align: 'right' });
  pdf.text(COLUMNS.unit, y, 'Valor unitario', { bold: true, size: 9, align: 'right' });
  pdf.text(COLUMNS.discount, y, 'Descuento', { bold: true, size: 9, align: 'right' });
  pdf.text(COLUMNS.iva, y, 'IVA', { bold: true, size: 9, align: 'right' });
  pdf.text(COLUMNS.total, y, 'Total', { bold: true, size: 9, align: 'right' });
  next(20);
  for (const line of order.lines.getItems()) {
    const names = wrapText(line.packageName, COLUMNS.quantity - 50 - COLUMNS.name, 9);
    pdf.text(COLUMNS.name, y, names[0] ?? '', { size: 9 });
    pdf.text(COLUMNS.quantity, y, String(line.quantity), { size: 9, align: 'right' });
    pdf.text(COLUMNS.unit, y, money(line.base), { size: 9, align: 'right' });
    pdf.text(COLUMNS.discount, y, money(line.discount), { size: 9, align: 'right' });
    pdf.text(COLUMNS.iva, y, `${line.taxIva} %`, { size: 9, align: 'right' });
    pdf.text(COLUMNS.total, y, money(line.total), { size: 9, align: 'right' });
    for (const rest of names.slice(1)) {
      next(12);
      pdf.text(COLUMNS.name, y, rest, { size: 9 });
    }
    next(6);
    pdf.rule(MARGIN, y, RIGHT, y, 0.3);
    next(12);
  }

  next(6);
  const totals: [string, number, boolean][] = [
    ['Subtotal', Number(order.subTotal), false],
    ['Descuento', Number(order.totalDiscount), false],
    ['IVA', Number(order.taxIva), false],
    ['Total a pagar', Number(order.total), true],
  ];
  for (const [label, value, strong] of totals) {
    pdf.text(COLUMNS.unit, y, label, { size: strong ? 11 : 10, bold: strong });
    pdf.text(COLUMNS.total, y, money(value), { size: strong ? 11 : 10, bold: strong, align: 'right' });
    next(16);
  }

  next(16);
  pdf.text(MARGIN, y, 'Referencia de pago', { size: 10 });
  next(20);
  pdf.text(MARGIN, y, order.paymentReference, { size: 20, bold: true });
  next(28);
  pdf.text(MARGIN, y, 'Instrucciones de pago', { size: 11, bold: true });
  next(16);
  for (const text of wrapText(PurchaseOrderMessage.cashInstructions, RIGHT - MARGIN, 10)) {
    pdf.text(MARGIN, y, text, { size: 10 });
    next(14);
  }
  next(10);
  pdf.text(MARGIN, y, 'Conserva esta orden: la referencia de pago identifica tu compra.', { size: 9 });
  return pdf.build(`Orden de pedido ${order.paymentReference}`);
}
