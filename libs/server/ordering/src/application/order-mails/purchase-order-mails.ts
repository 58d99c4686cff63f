import type { OutgoingMailMessage } from '@lic/server-kernel';
import type { PurchaseOrder } from '../../domain/purchase-order.entity';
import { PurchaseOrderMessage } from '../../domain/purchase-order.messages';
import { brandedMail } from '@lic/server-reference';
import { cashOrderPdf } from '../../infrastructure/pdf/cash-order-pdf';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "$ 1.234.567" as the storefront shows pesos. */
export function formatCop(value: number): string {
  return cop.format(value).replace(/[\u00a0\u202f]/g, ' ');
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const customerName = (order: PurchaseOrder): string => {
  const billing = order.billingCustomer;
  return billing.legalName || [billing.firstName, billing.lastName].filter(Boolean).join(' ') || billing.documentNumber;
};

/** Who receives the mails of an order: the service customer (verified e-mail) and the billing customer. */
export function orderRecipients(order: PurchaseOrder): string[] {
  return [...new Set([order.serviceCustomer.email, order.billingCustomer.email].map((email) => email.trim().toLowerCase()))];
}

/** The cash order ("Orden de pedido"): lines, totals, payment reference and how to pay; the printable order attached as a PDF. */
export function cashOrderMail(order: PurchaseOrder, brandName: string, to: string): OutgoingMailMessage {
  const lines = order.lines.getItems();
  const money = (value: number | string) => formatCop(Number(value));
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.packageName)}</td><td align="right">${line.quantity}</td><td align="right">${money(line.base)}</td>` +
        `<td align="right">${money(line.discount)}</td><td align="right">${line.taxIva} %</td><td align="right">${money(line.total)}</td></tr>`,
    )
    .join('');
  const totals: [string, number][] = [
    ['Subtotal', Number(order.subTotal)],
    ['Descuento', Number(order.totalDiscount)],
    ['IVA', Number(order.taxIva)],
    ['Total a pagar', Number(order.total)],
  ];
  const html = `<h2>Orden de pedido ${escapeHtml(order.paymentReference)}</h2>
<p>Hola ${escapeHtml(customerName(order))}, esta es tu orden de pedido de ${escapeHtml(brandName)}.</p>
<table border="1" cellpadding="6" cellspacing="0">
<thead><tr><th>Paquete</th><th>Cantidad</th><th>Valor unitario</th><th>Descuento</th><th>IVA</th><th>Total</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<table cellpadding="4">${totals.map(([label, value]) => `<tr><td>${label}</td><td align="right"><strong>${money(value)}</strong></td></tr>`).join('')}</table>
<p>Referencia de pago: <strong>${escapeHtml(order.paymentReference)}</strong></p>
<p>${escapeHtml(PurchaseOrderMessage.cashInstructions)}</p>`;
  const text = [
    `Orden de pedido ${order.paymentReference}`,
    `Hola ${customerName(order)}, esta es tu orden de pedido de ${brandName}.`,
    '',
    ...lines.map((line) => `- ${line.packageName} x ${line.quantity}: ${money(line.total)} (IVA ${line.taxIva} %)`),
    '',
    ...totals.map(([label, value]) => `${label}: ${money(value)}`),
    '',
    `Referencia de pago: ${order.paymentReference}`,
    PurchaseOrderMessage.cashInstructions,
  ].join('\n');
  const attachments = [
    { filename: `orden-de-pedido-${order.paymentReference}.pdf`, contentType: 'application/pdf', content: cashOrderPdf(order, brandName) },
  ];
  return { to, subject: `Orden de pedido ${order.paymentReference}`, html, text, attachments, category: 'purchase-order-cash' };
}

/** The trial's activation link, valid `hours` hours, in the brand's mail layout. */
export function trialActivationMail(order: PurchaseOrder, brandName: string, link: string, hours: number): OutgoingMailMessage {
  const name = order.serviceCustomer.firstName || order.serviceCustomer.legalName || '';
  return brandedMail({
    appName: order.appName,
    to: order.serviceCustomer.email,
    category: 'trial-activation',
    subject: `Activa tu prueba de ${brandName}`,
    heading: `Activa tu prueba de ${brandName}`,
    paragraphs: [
      `${name ? `Hola ${name}, g` : 'G'}racias por registrarte. Para activar tu prueba gratuita abre el enlace de este correo.`,
      `El enlace es válido durante ${hours} ${hours === 1 ? 'hora' : 'horas'} y sirve una sola vez.`,
      'Si no solicitaste esta prueba, ignora este correo.',
    ],
    action: { label: 'Activar mi prueba', url: link },
  });
}
