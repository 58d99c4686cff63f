import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { Payment } from '../../../domain/payment.entity';
import { PaymentNotFoundError } from '../../../domain/payment.errors';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { ConfirmGatewayPaymentCommand } from '../confirm-gateway-payment/confirm-gateway-payment.command';
import { DecideSandboxPaymentCommand } from './decide-sandbox-payment.command';

/**
 * The sandbox turns the payer's choice into a new transaction and its signed confirmation, in ePayco's
 * format, and hands it to the same command POST /payment/confirmation/sandbox runs (no network hop): the
 * signature, amount and idempotency checks apply to it as to any gateway's. The browser only comes back
 * to the status page afterwards; its redirect decides nothing. With `lost` the confirmation is never sent
 * (a webhook lost on the way): only the reconciliation job, asking the sandbox, settles the payment.
 */
@CommandHandler(DecideSandboxPaymentCommand)
export class DecideSandboxPaymentHandler implements ICommandHandler<DecideSandboxPaymentCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ paymentId, decision, delivery }: DecideSandboxPaymentCommand): Promise<{ referenceUuid: string }> {
    const sandbox = this.gateways.sandbox;
    const em = this.em.fork();
    const payment = sandbox ? await em.findOne(Payment, { id: paymentId, gateway: 'SANDBOX' }) : null;
    if (!sandbox || !payment) throw new PaymentNotFoundError();
    if (payment.isPending) {
      // The sandbox remembers the transaction first, as a gateway does: the reconciliation job can ask it.
      const { record, fields } = sandbox.transactionOf(payment, decision, this.clock.now());
      await em.persist(record).flush();
      if (delivery === 'send') await this.commandBus.execute(new ConfirmGatewayPaymentCommand('sandbox', fields));
    }
    return { referenceUuid: payment.referenceUuid };
  }
}
