import { Inject, Logger } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { MAIL_SENDER, type MailSender } from '@lic/server-kernel';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import { BalanceExhaustedEvent, BalanceLowEvent } from '@lic/server-licensing-api';
import { balanceExhaustedMail, balanceLowMail } from './balance-threshold-mails';

/**
 * Tells the customer by e-mail that a balance reached 85 % or was used up. The ledger publishes each
 * crossing once (low_notified_on / exhausted_notified_on). A failed mail fails the delivery, which the
 * engine retries (nothing was sent, so no second mail); only a crash between sending and completing the
 * delivery could send it twice (decision 0008).
 */
@EventsHandler(BalanceLowEvent, BalanceExhaustedEvent)
export class MailCustomerOnBalanceThreshold implements IEventHandler<BalanceLowEvent | BalanceExhaustedEvent> {
  private readonly logger = new Logger('Consumption');

  constructor(
    private readonly queryBus: QueryBus,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
  ) {}

  async handle(event: BalanceLowEvent | BalanceExhaustedEvent): Promise<void> {
    const customer = await this.queryBus.execute(new GetCustomerByDocumentQuery(event.documentType, event.documentNumber));
    if (!customer?.email) {
      this.logger.warn({ documentNumber: event.documentNumber }, 'balance threshold crossed by a customer without e-mail');
      return;
    }
    const content = {
      to: customer.email,
      customerName: customer.customerName,
      serviceName: event.serviceName,
      featureName: event.featureName,
      total: Number(event.total),
      used: Number(event.used),
    };
    await this.mail.send(event instanceof BalanceExhaustedEvent ? balanceExhaustedMail(content) : balanceLowMail(content));
  }
}
