import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, CLOCK, publicOriginFor, type AppConfig, type Clock } from '@lic/server-kernel';
import type { PaymentFormResult } from '@lic/shared-api-types';
import { Payment } from '../../../domain/payment.entity';
import { GatewayUnavailableError, InvalidPaymentTokenError, PaymentClosedError } from '../../../domain/payment.errors';
import { PaymentMessage } from '../../../domain/payment.messages';
import { PaymentState } from '../../../domain/payment-state';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { PaymentTokens } from '../../../infrastructure/payment-tokens';
import { statusOrderPath } from '../../../domain/status-order-path';
import { RequestPaymentFormCommand } from './request-payment-form.command';

@CommandHandler(RequestPaymentFormCommand)
export class RequestPaymentFormHandler implements ICommandHandler<RequestPaymentFormCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
    private readonly tokens: PaymentTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, request }: RequestPaymentFormCommand): Promise<PaymentFormResult> {
    const reference = request.fullReference.trim().toUpperCase();
    const em = this.em.fork();
    const payment = await em.findOne(Payment, { paymentReference: reference });
    // An unknown reference and a wrong token answer alike: references are sequential, tokens are not.
    if (!payment || !this.tokens.matches(payment.id, token)) throw new InvalidPaymentTokenError();
    if (payment.method !== 'EN_LINEA') throw new PaymentClosedError('PAYMENTS.NOT_ONLINE', PaymentMessage.notOnline);
    if (payment.state === PaymentState.APPROVED) throw new PaymentClosedError('PAYMENTS.ALREADY_APPROVED', PaymentMessage.alreadyApproved);
    if (payment.state === PaymentState.REJECTED) throw new PaymentClosedError('PAYMENTS.ALREADY_REJECTED', PaymentMessage.alreadyRejected);
    if (payment.state === PaymentState.REVERSED) throw new PaymentClosedError('PAYMENTS.ALREADY_REVERSED', PaymentMessage.alreadyReversed);
    const gateway = this.gateways.named(payment.gateway);
    if (!gateway) throw new GatewayUnavailableError();

    // No lock is held while a real gateway answers the form.
    const origin = publicOriginFor(this.config, payment.appName);
    const url = await gateway.checkoutUrl(payment, {
      token: this.tokens.tokenOf(payment.id),
      statusUrl: `${origin}${statusOrderPath(payment.referenceUuid)}`,
      confirmationUrl: `${origin}/payment/confirmation/${gateway.name.toLowerCase()}`,
    });
    await em.nativeUpdate(Payment, { id: payment.id }, { checkoutRequestedOn: this.clock.now() });
    return { url, paymentId: payment.id, paymentGateway: gateway.name, referenceUuid: payment.referenceUuid };
  }
}
