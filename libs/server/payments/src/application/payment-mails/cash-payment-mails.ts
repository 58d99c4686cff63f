import type { OutgoingMailMessage } from '@lic/server-kernel';
import { brandByAppName } from '@lic/server-reference';

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "$ 1.234.567" as the storefront shows pesos. */
export const formatCop = (value: number): string => cop.format(value).replace(/[\u00a0\u202f]/g, ' ');

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

export interface CashDecisionMail {
  appName: string;
  to: string;
  customerName: string;
  paymentReference: string;
  amount: number;
}

export function brandedMail(appName: string, to: string, category: string, subject: string, paragraphs: string[]): OutgoingMailMessage {
  const brandName = brandByAppName(appName)?.displayName ?? 'Tienda de licencias';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(brandName)}</p>
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(subject)}</h1>${body}
<p style="font-size:12px;color:#6b7280;margin:24px 0 0">Este es un mensaje automático, por favor no lo respondas.</p></td></tr>
</table></body></html>`;
  const text = [brandName, '', subject, '', ...paragraphs, '', 'Este es un mensaje automático, por favor no lo respondas.'].join('\n');
  return { to, subject: `${brandName} - ${subject}`, html, text, category, links: [] };
}

const greeting = (name: string): string => (name.trim() ? `Hola ${name.trim()}, ` : 'Hola, ');

/** Staff approved the cash payment (state 6). */
export function cashPaymentApprovedMail(mail: CashDecisionMail): OutgoingMailMessage {
  return brandedMail(mail.appName, mail.to, 'cash-payment-approved', 'Tu pago ha sido aprobado', [
    `${greeting(mail.customerName)}hemos aprobado el pago en efectivo de tu orden de compra ${mail.paymentReference} por ${formatCop(mail.amount)}.`,
    'Tu licencia se activará en unos momentos. ¡Gracias por tu compra!',
  ]);
}

/** Staff rejected the cash payment (state 7), with the reject type's description. */
export function cashPaymentRejectedMail(mail: CashDecisionMail & { reason: string }): OutgoingMailMessage {
  return brandedMail(mail.appName, mail.to, 'cash-payment-rejected', 'Tu pago ha sido rechazado', [
    `${greeting(mail.customerName)}no hemos podido aprobar el pago en efectivo de tu orden de compra ${mail.paymentReference} por ${formatCop(mail.amount)}.`,
    `Motivo del rechazo: ${mail.reason}`,
    'Si ya realizaste el pago, comunícate con soporte indicando la referencia de pago; si no, puedes registrar una nueva orden de compra.',
  ]);
}
