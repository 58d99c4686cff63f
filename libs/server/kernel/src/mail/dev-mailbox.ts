import type { EntityManager } from '@mikro-orm/postgresql';
import type { MailLink } from './mail-sender';
import { OutgoingMail, type MailAttachmentRecord, type MailStatus, type MailTransport } from './outgoing-mail.entity';

export const MAILBOX_DEFAULT_LIMIT = 50;
export const MAILBOX_MAX_LIMIT = 200;

/** A recorded mail as GET /api/dev/mailbox lists it. */
export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  category: string;
  text: string;
  html: string;
  links: MailLink[];
  attachments: MailAttachmentRecord[];
  transport: MailTransport;
  status: MailStatus;
  /** ISO instant. */
  sentOn: string;
}

/** The latest mails, newest first, optionally only those to one address (any case). */
export async function listMailbox(em: EntityManager, filter: { to?: string; limit: number }): Promise<MailboxEntry[]> {
  const to = filter.to?.trim().toLowerCase();
  const mails = await em.find(OutgoingMail, to ? { recipient: to } : {}, { orderBy: { id: 'desc' }, limit: filter.limit });
  return mails.map((mail) => ({
    id: Number(mail.id),
    to: mail.recipient,
    subject: mail.subject,
    category: mail.category,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    attachments: mail.attachments,
    transport: mail.transport,
    status: mail.status,
    sentOn: mail.createdOn.toISOString(),
  }));
}

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

const bogotaTime = new Intl.DateTimeFormat('es-CO', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'America/Bogota' });

/** The mail's links, then any other http(s) URL of its text, once each. */
function linksOf(entry: MailboxEntry): MailLink[] {
  const links = [...entry.links];
  for (const url of entry.text.match(/https?:\/\/[^\s<>"']+/g) ?? []) {
    if (!links.some((link) => link.url === url)) links.push({ label: url, url });
  }
  return links.filter((link) => /^https?:\/\//i.test(link.url));
}

function renderEntry(entry: MailboxEntry): string {
  const links = linksOf(entry)
    .map((link) => `<li><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></li>`)
    .join('');
  const attachments = entry.attachments
    .map((a) => `<li>${escapeHtml(a.filename)} (${escapeHtml(a.contentType)}, ${a.size} bytes)</li>`)
    .join('');
  return `<article>
  <h2>${escapeHtml(entry.subject)}</h2>
  <p class="meta">Para: <strong>${escapeHtml(entry.to)}</strong> · ${escapeHtml(bogotaTime.format(new Date(entry.sentOn)))} · ${escapeHtml(entry.category)} · ${escapeHtml(entry.status)}</p>
  <pre>${escapeHtml(entry.text)}</pre>
  ${links ? `<p>Enlaces:</p><ul>${links}</ul>` : ''}
  ${attachments ? `<p>Adjuntos:</p><ul>${attachments}</ul>` : ''}
</article>`;
}

/** The small Spanish page of GET /dev/mailbox: no script, so the API's strict CSP applies as is. */
export function renderMailboxPage(entries: MailboxEntry[], to: string | undefined): string {
  const list = entries.length > 0 ? entries.map(renderEntry).join('\n') : '<p>No hay correos.</p>';
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Buzón de desarrollo</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2937; }
article { border: 1px solid #d1d5db; border-radius: 8px; padding: 0 1rem 1rem; margin-bottom: 1rem; }
h2 { font-size: 1.1rem; } .meta { color: #6b7280; font-size: .9rem; }
pre { white-space: pre-wrap; background: #f9fafb; padding: .75rem; border-radius: 6px; }
form { margin-bottom: 1.5rem; } input { padding: .3rem; min-width: 20rem; }
</style>
</head>
<body>
<h1>Buzón de desarrollo</h1>
<p>Correos que la API ha enviado o guardado, del más reciente al más antiguo. Solo disponible fuera de producción.</p>
<form method="get" action="/dev/mailbox">
<label>Destinatario <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label>
<button type="submit">Filtrar</button>
</form>
${list}
</body>
</html>`;
}
