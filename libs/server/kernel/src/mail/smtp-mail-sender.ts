import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Transporter } from 'nodemailer';
import type { Clock } from '../time/clock';
import { assertDeliverable, recordMail } from './database-mail-sender';
import type { MailSender, OutgoingMailMessage } from './mail-sender';
import { OutgoingMail } from './outgoing-mail.entity';

/**
 * The real mail adapter: nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL).
 * Every mail is still recorded in kernel.outgoing_mail, with status sent or failed.
 */
export class SmtpMailSender implements MailSender {
  private readonly logger = new Logger('Mail');
  private transporter?: Promise<Transporter>;

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    private readonly smtpUrl: string,
    private readonly from: string,
  ) {}

  async send(mail: OutgoingMailMessage): Promise<void> {
    assertDeliverable(mail);
    const record = OutgoingMail.of(mail, 'smtp', this.clock.now());
    try {
      const transporter = await this.transport();
      await transporter.sendMail({
        from: this.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
    } catch (error) {
      record.markFailed(error);
      await recordMail(this.orm, record).catch(() => undefined);
      this.logger.error({ to: record.recipient, category: record.category, error: record.error }, 'mail not sent');
      throw error;
    }
    await recordMail(this.orm, record);
    this.logger.log({ to: record.recipient, category: record.category, id: record.id }, 'mail sent');
  }

  /** Nest calls it on shutdown (the instance is a provider): closes pooled SMTP connections. */
  onApplicationShutdown(): void {
    void this.transporter?.then((t) => t.close()).catch(() => undefined);
  }

  /** nodemailer is loaded on the first mail only: without SMTP_URL it is never imported. */
  private transport(): Promise<Transporter> {
    this.transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(this.smtpUrl));
    this.transporter.catch(() => (this.transporter = undefined));
    return this.transporter;
  }
}
