import type { OutgoingMailMessage } from '@lic/server-kernel';
import { brandByAppName } from '@lic/server-reference';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const count = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

export interface BalanceThresholdMail {
  to: string;
  customerName: string;
  serviceName: string;
  featureName: string;
  total: number;
  used: number;
}

function thresholdMail(kind: 'low' | 'exhausted', mail: BalanceThresholdMail): OutgoingMailMessage {
  const appName = mail.serviceName.toLowerCase();
  const brandName = brandByAppName(appName)?.displayName ?? 'Tienda de licencias';
  const subject = kind === 'low' ? 'Tu saldo está por agotarse' : 'Tu saldo se ha agotado';
  const greeting = mail.customerName.trim() ? `Hola ${mail.customerName.trim()}, ` : 'Hola, ';
  const figures = `Has consumido ${count.format(mail.used)} de ${count.format(mail.total)} (${mail.featureName}) de ${brandName}.`;
  const paragraphs =
    kind === 'low'
      ? [
          `${greeting}tu saldo de ${mail.featureName} ha alcanzado el 85 % de consumo.`,
          figures,
          'Adquiere un paquete complementario para seguir usando el servicio sin interrupciones.',
        ]
      : [
          `${greeting}tu saldo de ${mail.featureName} se ha agotado.`,
          figures,
          'Adquiere un paquete complementario para seguir usando el servicio.',
        ];
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(brandName)}</p>
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(subject)}</h1>${body}
<p style="font-size:12px;color:#6b7280;margin:24px 0 0">Este es un mensaje automático, por favor no lo respondas.</p></td></tr>
</table></body></html>`;
  const text = [brandName, '', subject, '', ...paragraphs, '', 'Este es un mensaje automático, por favor no lo respondas.'].join('\n');
  return {
    to: mail.to,
    subject: `${brandName} - ${subject}`,
    html,
    text,
    category: kind === 'low' ? 'balance-low' : 'balance-exhausted',
    links: [],
  };
}

/** BalanceLow: 85 % of a balance used. */
export const balanceLowMail = (mail: BalanceThresholdMail): OutgoingMailMessage => thresholdMail('low', mail);

/** BalanceExhausted: the balance is used up. */
export const balanceExhaustedMail = (mail: BalanceThresholdMail): OutgoingMailMessage => thresholdMail('exhausted', mail);
