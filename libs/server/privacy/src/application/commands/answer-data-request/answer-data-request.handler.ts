import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { CLOCK, MAIL_SENDER, type Clock, type MailSender } from '@lic/server-kernel';
import type { DataRequestView } from '@lic/shared-api-types';
import { DataRequest } from '../../../domain/data-request.entity';
import { DataRequestNotFoundError } from '../../../domain/privacy.errors';
import { answerMail } from '../../mails/data-request-mails';
import { AnswerDataRequestCommand } from './answer-data-request.command';

@CommandHandler(AnswerDataRequestCommand)
export class AnswerDataRequestHandler implements ICommandHandler<AnswerDataRequestCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async execute({ number, answer, by }: AnswerDataRequestCommand): Promise<DataRequestView> {
    const now = this.clock.now();
    // The mail goes inside the transaction: an answer is on record only if the holder was sent it.
    const request = await this.em.fork().transactional(async (tx) => {
      const found = await tx.findOne(DataRequest, { number }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found) throw new DataRequestNotFoundError();
      found.respond(answer, by, now);
      await tx.flush();
      await this.mail.send(answerMail(found));
      return found;
    });
    return request.toView(now);
  }
}
