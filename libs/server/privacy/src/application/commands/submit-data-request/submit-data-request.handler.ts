import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, MAIL_SENDER, type Clock, type MailSender } from '@lic/server-kernel';
import type { DataRequestReceipt } from '@lic/shared-api-types';
import { DataRequest } from '../../../domain/data-request.entity';
import { acknowledgementMail } from '../../mails/data-request-mails';
import { SubmitDataRequestCommand } from './submit-data-request.command';

@CommandHandler(SubmitDataRequestCommand)
export class SubmitDataRequestHandler implements ICommandHandler<SubmitDataRequestCommand> {
  private readonly logger = new Logger(SubmitDataRequestHandler.name);

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async execute(command: SubmitDataRequestCommand): Promise<DataRequestReceipt> {
    const em = this.em.fork();
    const now = this.clock.now();
    const [{ n }] = await em.getConnection().execute<{ n: string }[]>(`select nextval('privacy.data_request_number_seq') as n`);
    const request = DataRequest.receive({
      number: `SDP-${now.getUTCFullYear()}-${String(n).padStart(6, '0')}`,
      type: command.type,
      detail: command.detail,
      channel: command.channel,
      appName: command.appName,
      holder: command.holder,
      now,
    });
    await em.persist(request).flush();
    try {
      await this.mail.send(acknowledgementMail(request));
    } catch (error) {
      // The request is on record with its deadline; the holder can read its number in "Mis datos".
      this.logger.error(`acknowledgement of ${request.number} not sent: ${(error as Error).message}`);
    }
    return { number: request.number, type: request.type, receivedOn: request.receivedOn, dueOn: request.dueOn };
  }
}
