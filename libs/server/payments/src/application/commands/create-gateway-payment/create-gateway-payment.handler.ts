import { Inject, Logger } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreateGatewayPaymentCommand, type GatewayPaymentHandover, type GatewayPaymentOrder } from '@lic/server-payments-api';
import { Payment } from '../../../domain/payment.entity';
import { PaymentTokens } from '../../../infrastructure/payment-tokens';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../ports/payment-gateway.port';

/**
 * Ordering hands an online order over while registering it (PAYMENT_HANDOVER → CommandBus): the payment
 * is opened with the selected gateway, once per order. The order commits after this; should it not (a
 * race it loses), the payment stays pending and unreachable, since nobody got its token.
 */
@CommandHandler(CreateGatewayPaymentCommand)
export class CreateGatewayPaymentHandler implements ICommandHandler<CreateGatewayPaymentCommand> {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
    private readonly tokens: PaymentTokens,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async execute({ order }: CreateGatewayPaymentCommand): Promise<GatewayPaymentHandover> {
    const payment = (await this.find(order.referenceUuid)) ?? (await this.open(order));
    const gateway = this.gateways.named(payment.gateway);
    return {
      paymentId: payment.id,
      paymentGateway: payment.gateway ?? this.gateway.name,
      epaycoPaymentCode: gateway?.paymentCode(payment) ?? null,
      token: this.tokens.tokenOf(payment.id),
    };
  }

  private find(referenceUuid: string): Promise<Payment | null> {
    return this.em.fork().findOne(Payment, { referenceUuid });
  }

  private async open(order: GatewayPaymentOrder): Promise<Payment> {
    const payment = Payment.open({
      referenceUuid: order.referenceUuid,
      paymentReference: order.paymentReference,
      appName: order.appName,
      serviceName: order.serviceName,
      method: 'EN_LINEA',
      gateway: this.gateway.name,
      amount: order.amount,
      taxIva: order.taxIva,
      customer: order.customer,
      lines: order.lines,
      orderRegisteredOn: order.registeredOn,
    });
    try {
      await this.em.fork().persist(payment).flush();
      this.logger.log({ payment: payment.id, order: order.referenceUuid, gateway: payment.gateway }, 'online payment opened');
      return payment;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const existing = await this.find(order.referenceUuid);
      if (!existing) throw error;
      return existing;
    }
  }
}
