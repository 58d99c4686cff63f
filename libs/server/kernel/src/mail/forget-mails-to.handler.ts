import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ForgetMailsBeforeCommand, ForgetMailsToCommand } from './forget-mails-to.command';
import { OutgoingMail } from './outgoing-mail.entity';

@CommandHandler(ForgetMailsToCommand)
export class ForgetMailsToHandler implements ICommandHandler<ForgetMailsToCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ recipients }: ForgetMailsToCommand): Promise<number> {
    const to = [...new Set(recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
    if (to.length === 0) return 0;
    return this.em.fork().nativeDelete(OutgoingMail, { recipient: { $in: to } });
  }
}

@CommandHandler(ForgetMailsBeforeCommand)
export class ForgetMailsBeforeHandler implements ICommandHandler<ForgetMailsBeforeCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ before }: ForgetMailsBeforeCommand): Promise<number> {
    return this.em.fork().nativeDelete(OutgoingMail, { createdOn: { $lt: before } });
  }
}
