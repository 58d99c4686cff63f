import { brandUrl } from './browser';

/** A mail as GET /api/dev/mailbox lists it (kernel dev-mailbox). */
export interface MailboxRecord {
  id: number;
  to: string;
  subject: string;
  category: string;
  text: string;
  html: string;
  links: { label: string; url: string }[];
  sentOn: string;
}

/** The mails sent to an address, newest first. */
export async function mailsTo(to: string): Promise<MailboxRecord[]> {
  const response = await fetch(brandUrl(null, `/api/dev/mailbox?to=${encodeURIComponent(to)}`));
  if (response.status !== 200) throw new Error(`El buzón de desarrollo respondió ${response.status}`);
  return ((await response.json()) as { result: { records: MailboxRecord[] } }).result.records;
}

/** Waits for the newest mail to that address that matches (mails are recorded once the request that sends them ends). */
export async function waitForMail(
  to: string,
  matches: (mail: MailboxRecord) => boolean = () => true,
  timeoutMs = 15000,
): Promise<MailboxRecord> {
  const started = Date.now();
  for (;;) {
    const found = (await mailsTo(to)).find(matches);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`No llegó el correo esperado a ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const CODE_PATTERN = /Tu código de verificación es: (\d{6})/;

/** The 6-digit code of the newest verification mail to that address, newer than `after` (a mail id). */
export async function verificationCode(to: string, after = 0): Promise<string> {
  const mail = await waitForMail(to, (candidate) => candidate.id > after && CODE_PATTERN.test(candidate.text));
  return (CODE_PATTERN.exec(mail.text) as RegExpExecArray)[1];
}

/** The id of the newest mail to that address (0 when none): later mails have greater ids. */
export async function lastMailId(to: string): Promise<number> {
  return (await mailsTo(to))[0]?.id ?? 0;
}

/** A unique e-mail address for one run of a journey. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@correo-e2e.com.co`;
}
