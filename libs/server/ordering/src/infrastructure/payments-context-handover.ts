import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { CreateGatewayPaymentCommand } from '@lic/server-payments-api';
import type { OnlinePaymentHandover, OnlinePaymentOrder, PaymentHandover } from '../application/ports/payment-handover.port';

/**
 * Hands an online order to the payments context (its CreateGatewayPaymentCommand, whose class lives in the
 * kernel so that ordering does not import payments): the configured gateway opens the payment, once per order.
 */
@Injectable()
export class PaymentsContextHandover implements PaymentHandover {
  constructor(private readonly commandBus: CommandBus) {}

  async start(order: OnlinePaymentOrder): Promise<OnlinePaymentHandover> {
    const handover = await this.commandBus.execute(
      new CreateGatewayPaymentCommand({
        referenceUuid: order.referenceUuid,
        paymentReference: order.paymentReference,
        appName: order.appName,
        serviceName: order.serviceName,
        amount: order.total,
        taxIva: order.taxIva,
        registeredOn: order.registeredOn,
        customer: order.customer,
        lines: order.lines,
      }),
    );
    return { paymentGateway: handover.paymentGateway, epaycoPaymentCode: handover.epaycoPaymentCode, token: handover.token };
  }
}
