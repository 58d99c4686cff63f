import { Logger } from '@nestjs/common';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Clock } from '../time/clock';
import type { MailSender, OutgoingMailMessage } from './mail-sender';
import { OutgoingMail, type MailTransport } from './outgoing-mail.entity';

/** Writes the record of a mail on a connection of its own, so a caller's rollback never hides a sent mail. */
export async function recordMail(orm: MikroORM, record: OutgoingMail): Promise<void> {
  const em = orm.em.fork();
  em.persist(record);
  await em.flush();
}

export function assertDeliverable(mail: OutgoingMailMessage): void {
  if (!mail.to || mail.to.trim() === '') throw new Error('A mail needs a recipient');
  if (!mail.subject || mail.subject.trim() === '') throw new Error('A mail needs a subject');
}

/**
 * The offline default of the mail port: every mail is only stored in kernel.outgoing_mail, where the
 * dev mailbox (GET /dev/mailbox) shows it.
 */
export class DatabaseMailSender implements MailSender {
  private readonly logger = new Logger('Mail');
  protected readonly transport: MailTransport = 'database';

  constructor(
    protected readonly orm: MikroORM,
    protected readonly clock: Clock,
  ) {}

  async send(mail: OutgoingMailMessage): Promise<void> {
    assertDeliverable(mail);
    const record = OutgoingMail.of(mail, this.transport, this.clock.now());
    await recordMail(this.orm, record);
    this.logger.log({ to: record.recipient, category: record.category, id: record.id }, 'mail stored (no SMTP_URL)');
  }
}
