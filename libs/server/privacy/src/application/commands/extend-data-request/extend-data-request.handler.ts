import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CLOCK, MAIL_SENDER, type Clock, type MailSender } from '@lic/server-kernel';
import type { DataRequestView } from '@lic/shared-api-types';
import { DataRequest } from '../../../domain/data-request.entity';
import { DataRequestNotFoundError } from '../../../domain/privacy.errors';
import { extensionMail } from '../../mails/data-request-mails';
import { ExtendDataRequestCommand } from './extend-data-request.command';

@CommandHandler(ExtendDataRequestCommand)
export class ExtendDataRequestHandler implements ICommandHandler<ExtendDataRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async execute({ number, reason, by }: ExtendDataRequestCommand): Promise<DataRequestView> {
    const now = this.clock.now();
    const request = await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(DataRequest, { number }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new DataRequestNotFoundError();
      found.extend(reason, by, now);
      await tx.flush();
      await this.mail.send(extensionMail(found));
      return found;
    });
    return request.toView(now);
  }
}
