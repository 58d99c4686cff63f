import type { SandboxCheckoutView } from '../application/queries/get-sandbox-checkout/get-sandbox-checkout.query';
import { statusOrderPath } from '../domain/status-order-path';
import { sandboxCheckoutPath } from '../infrastructure/gateways/sandbox.gateway';

/** Texts of the sandbox's hosted checkout page. */
export const SandboxPageText = {
  title: 'Pasarela de pagos de prueba',
  notice: 'Esta pasarela simula un pago en línea: no se realiza ningún cobro real.',
  reference: 'Referencia de pago',
  payer: 'Pagador',
  product: 'Producto',
  quantity: 'Cantidad',
  total: 'Total',
  taxIncluded: 'IVA incluido',
  totalToPay: 'Total a pagar',
  approve: 'Aprobar pago',
  reject: 'Rechazar pago',
  leavePending: 'Dejar pendiente',
  leftPending: 'El pago quedó pendiente. Puedes aprobarlo o rechazarlo cuando quieras.',
  approved: 'Este pago ya fue aprobado.',
  rejected: 'Este pago fue rechazado.',
  reversed: 'Este pago fue reversado.',
  backToOrder: 'Ver el estado de la orden',
  notFound: 'El pago no existe o ya no se puede pagar en esta pasarela.',
} as const;

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 2 });
const money = (value: number): string => cop.format(value).replace(/\u00a0/g, ' ');

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; background: #f3f4f6; color: #1f2937; }
  main { max-width: 640px; margin: 40px auto; background: #fff; border: 1px solid #d1d5db; border-radius: 8px; padding: 32px; }
  h1 { margin: 0 0 8px; font-size: 1.5rem; }
  .notice { margin: 0 0 24px; color: #6b7280; font-size: .9rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 16px; margin: 0 0 24px; }
  dt { font-weight: 600; } dd { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 16px; }
  th, td { padding: 8px; border-bottom: 1px solid #e5e7eb; text-align: left; }
  td.number, th.number { text-align: right; }
  .total { font-size: 1.25rem; font-weight: 700; text-align: right; margin: 0 0 4px; }
  .tax { text-align: right; color: #6b7280; margin: 0 0 24px; }
  .message { padding: 12px 16px; border-radius: 6px; background: #f9fafb; border: 1px solid #e5e7eb; margin: 0 0 24px; }
  form { display: flex; gap: 12px; flex-wrap: wrap; }
  button { flex: 1; padding: 12px 16px; font-size: 1rem; border-radius: 6px; border: 1px solid #9ca3af; background: #fff; cursor: pointer; }
  button.approve { background: #1f2937; color: #fff; border-color: #1f2937; }
  a { color: #1f2937; }
`;

function page(body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${SandboxPageText.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${SandboxPageText.title}</h1>
<p class="notice">${SandboxPageText.notice}</p>
${body}
</main>
</body>
</html>`;
}

/** The hosted checkout of a sandbox payment: the order, its lines and total, and the three choices. */
export function sandboxCheckoutPage(view: SandboxCheckoutView): string {
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.packageName)}</td><td class="number">${line.quantity}</td><td class="number">${money(line.total)}</td></tr>`,
    )
    .join('\n');
  const summary = `<dl>
<dt>${SandboxPageText.reference}</dt><dd>${escape(view.paymentReference)}</dd>
<dt>${SandboxPageText.payer}</dt><dd>${escape(view.customerName)}</dd>
</dl>
<table>
<thead><tr><th>${SandboxPageText.product}</th><th class="number">${SandboxPageText.quantity}</th><th class="number">${SandboxPageText.total}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="total">${SandboxPageText.totalToPay}: ${money(view.amount)}</p>
<p class="tax">${SandboxPageText.taxIncluded}: ${money(view.taxIva)}</p>`;

  if (view.state !== 'PENDING') {
    const message =
      view.state === 'APPROVED'
        ? SandboxPageText.approved
        : view.state === 'REVERSED'
          ? SandboxPageText.reversed
          : SandboxPageText.rejected;
    return page(
      `${summary}
<p class="message">${message}</p>
<p><a href="${statusOrderPath(view.referenceUuid)}">${SandboxPageText.backToOrder}</a></p>`,
    );
  }
  const pendingNote = view.lastAnswer === 'PENDING' ? `<p class="message">${SandboxPageText.leftPending}</p>\n` : '';
  return page(`${summary}
${pendingNote}<form method="post" action="${sandboxCheckoutPath(view.paymentId)}">
<button type="submit" class="approve" name="decision" value="approve">${SandboxPageText.approve}</button>
<button type="submit" class="reject" name="decision" value="reject">${SandboxPageText.reject}</button>
<button type="submit" class="pending" name="decision" value="pending">${SandboxPageText.leavePending}</button>
</form>`);
}

export function sandboxNotFoundPage(): string {
  return page(`<p class="message">${SandboxPageText.notFound}</p>`);
}
