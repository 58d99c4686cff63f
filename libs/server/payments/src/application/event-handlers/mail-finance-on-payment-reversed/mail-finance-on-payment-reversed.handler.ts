import { Inject, Logger } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetUsersByRoleQuery } from '@lic/server-identity';
import { MAIL_SENDER, type MailSender } from '@lic/server-kernel';
import { PaymentReversedEvent } from '@lic/server-payments-api';
import { StaffRole } from '@lic/shared-api-types';
import { paymentReversedFinanceMail } from '../../payment-mails/finance-mails';

/** The finance staff (every active LICFINANCIERO user) hear of each reversed payment, once each. */
@EventsHandler(PaymentReversedEvent)
export class MailFinanceOnPaymentReversed implements IEventHandler<PaymentReversedEvent> {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly queryBus: QueryBus,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async handle(event: PaymentReversedEvent): Promise<void> {
    const answer = await this.queryBus.execute(new GetUsersByRoleQuery([StaffRole.LICFINANCIERO]));
    const recipients = [
      ...new Set(answer.recordsData.flatMap((record) => record.users.map((user) => user.email.trim().toLowerCase())).filter(Boolean)),
    ];
    if (recipients.length === 0) {
      this.logger.error({ order: event.referenceUuid }, 'payment reversed but no finance user (LICFINANCIERO) to tell');
      return;
    }
    for (const to of recipients) await this.mail.send(paymentReversedFinanceMail(event, to));
    this.logger.warn(
      { order: event.referenceUuid, payment: event.paymentId, recipients: recipients.length },
      'finance told of a reversed payment',
    );
  }
}
