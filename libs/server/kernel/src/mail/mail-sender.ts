/** Token of the mail port (design.md §6): the outbox table by default, SMTP when SMTP_URL is set. */
export const MAIL_SENDER = Symbol('MAIL_SENDER');

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A link of the mail that the dev mailbox lists as clickable (the same URL is in the html and text). */
export interface MailLink {
  label: string;
  url: string;
}

export interface OutgoingMailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** What the mail is about, e.g. 'email-verification-code'; the mailbox and the logs show it. */
  category: string;
  links?: MailLink[];
}

export interface MailSender {
  /** Sends the mail (or stores it, offline) and records it; rejects when delivery fails. */
  send(mail: OutgoingMailMessage): Promise<void>;
}
