import type { OutgoingMailMessage } from '@lic/server-kernel';
import { brandByAppName } from './brand';

export interface BrandedMailContent {
  appName: string;
  to: string;
  category: string;
  /** Subject without the brand; the mail's subject is "<Brand> - <subject>". */
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A code shown large in the html and on a line of its own in the text. */
  code?: string;
  action?: { label: string; url: string };
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** A mail of the store in the brand's name, as html and plain text with the same content. */
export function brandedMail(content: BrandedMailContent): OutgoingMailMessage {
  const brandName = brandByAppName(content.appName)?.displayName ?? 'Tienda de licencias';
  const paragraphsHtml = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const codeHtml = content.code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:bold;margin:24px 0;text-align:center">${escapeHtml(content.code)}</p>`
    : '';
  const actionHtml = content.action
    ? `<p style="margin:24px 0;text-align:center"><a href="${escapeHtml(content.action.url)}" style="background:#1677ff;color:#ffffff;padding:12px 24px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f3f4f6;padding:24px">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:bold;margin:0 0 16px">${escapeHtml(brandName)}</p>
<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>${paragraphsHtml}${codeHtml}${actionHtml}
<p style="font-size:12px;color:#6b7280;margin:24px 0 0">Este es un mensaje automático, por favor no lo respondas.</p></td></tr>
</table></body></html>`;
  const text = [
    brandName,
    '',
    content.heading,
    '',
    ...content.paragraphs,
    ...(content.code ? ['', content.code] : []),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    '',
    'Este es un mensaje automático, por favor no lo respondas.',
  ].join('\n');
  return {
    to: content.to,
    subject: `${brandName} - ${content.subject}`,
    html,
    text,
    category: content.category,
    links: content.action ? [{ label: content.action.label, url: content.action.url }] : [],
  };
}
