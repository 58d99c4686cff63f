import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConfirmationRejectedError, PaymentNotFoundError } from '../../../domain/payment.errors';
import { gatewayNamed } from '../../../domain/payment-state';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { GatewayAnswerApplier } from '../../gateway-answers/gateway-answer-applier';
import { ConfirmGatewayPaymentCommand, type ConfirmationResult } from './confirm-gateway-payment.command';

/**
 * Verifies a gateway confirmation (signature first: nothing is looked up for an unsigned answer) and
 * applies it to its payment (GatewayAnswerApplier: row lock, gateway, amount, currency, replay, decision).
 */
@CommandHandler(ConfirmGatewayPaymentCommand)
export class ConfirmGatewayPaymentHandler implements ICommandHandler<ConfirmGatewayPaymentCommand> {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly gateways: PaymentGateways,
    private readonly applier: GatewayAnswerApplier,
  ) {}

  async execute({ gateway: segment, fields }: ConfirmGatewayPaymentCommand): Promise<ConfirmationResult> {
    const gateway = this.gateways.named(gatewayNamed(segment));
    if (!gateway) {
      this.logger.warn({ gateway: segment }, 'confirmation refused: gateway not enabled');
      throw new PaymentNotFoundError();
    }
    const reading = gateway.readConfirmation(fields);
    if (!reading.ok) {
      this.logger.warn(
        { gateway: gateway.name, reason: reading.reason, invoice: fields.x_id_invoice ?? fields.reference ?? null },
        'confirmation refused',
      );
      throw new ConfirmationRejectedError();
    }
    return this.applier.apply(gateway, reading, 'CONFIRMATION');
  }
}
