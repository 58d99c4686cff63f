import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { MailLink, OutgoingMailMessage } from './mail-sender';

export type MailTransport = 'database' | 'smtp';
/** stored: kept only here (offline default); sent / failed: the SMTP server's answer. */
export type MailStatus = 'stored' | 'sent' | 'failed';

export interface MailAttachmentRecord {
  filename: string;
  contentType: string;
  size: number;
}

/** Every mail the API sends, whatever the transport: the dev mailbox reads it and support can trace a mail. */
@Entity({ schema: 'kernel', tableName: 'outgoing_mail' })
@Index({ name: 'outgoing_mail_recipient_idx', properties: ['recipient', 'id'] })
export class OutgoingMail {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  /** The address, trimmed and in lower case, so the mailbox can filter on it. */
  @Property({ type: 'string', length: 320 })
  recipient!: string;

  @Property({ type: 'string', length: 300 })
  subject!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'string', length: 100 })
  category!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  links: MailLink[] = [];

  /** Names, types and sizes only: the content goes to the SMTP server, not to this table. */
  @Property({ type: 'json', columnType: 'jsonb' })
  attachments: MailAttachmentRecord[] = [];

  @Property({ type: 'string', length: 10 })
  transport!: MailTransport;

  @Property({ type: 'string', length: 10 })
  status!: MailStatus;

  @Property({ type: 'string', length: 500, nullable: true })
  error?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn: Date = new Date();

  static of(mail: OutgoingMailMessage, transport: MailTransport, createdOn: Date): OutgoingMail {
    const record = new OutgoingMail();
    record.recipient = mail.to.trim().toLowerCase();
    record.subject = mail.subject.slice(0, 300);
    record.html = mail.html;
    record.text = mail.text;
    record.category = mail.category.slice(0, 100);
    record.links = (mail.links ?? []).map((link) => ({ label: link.label, url: link.url }));
    record.attachments = (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: a.content.length,
    }));
    record.transport = transport;
    record.status = transport === 'database' ? 'stored' : 'sent';
    record.createdOn = createdOn;
    return record;
  }

  markFailed(error: unknown): void {
    this.status = 'failed';
    this.error = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  }
}
