import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { ConfirmationDeferredError, ConfirmationRejectedError, PaymentNotFoundError } from '../../../domain/payment.errors';
import { gatewayNamed } from '../../../domain/payment-state';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../../infrastructure/config/payments.config';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import { GatewayAnswerApplier, type AppliedAnswer } from '../../gateway-answers/gateway-answer-applier';
import { GatewayRecords } from '../../gateway-answers/gateway-records';
import { HeldConfirmations } from '../../gateway-answers/held-confirmations';
import { ConfirmGatewayPaymentCommand, type ConfirmationResult } from './confirm-gateway-payment.command';

/**
 * Verifies a gateway confirmation (signature first: nothing is looked up for an unsigned answer) and applies it
 * (GatewayAnswerApplier: row lock, gateway, amount, currency, reuse, replay, decision).
 *
 * In production the confirmation's word decides nothing (its signature leaves the test flag and the order it
 * names uncovered): it only says which transaction to ask the gateway about, server to server, and the
 * gateway's own record is applied. When that record cannot be read the confirmation is kept for the
 * reconciliation job and the gateway is answered 503 with Retry-After, so it sends it again (decision 0041).
 */
@CommandHandler(ConfirmGatewayPaymentCommand)
export class ConfirmGatewayPaymentHandler implements ICommandHandler<ConfirmGatewayPaymentCommand> {
  private readonly logger = new Logger('PaymentConfirmation');

  constructor(
    private readonly gateways: PaymentGateways,
    private readonly applier: GatewayAnswerApplier,
    private readonly records: GatewayRecords,
    private readonly holds: HeldConfirmations,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
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
    if (!this.config.confirmThroughGatewayRecord) return this.refusedOrResult(await this.applier.apply(gateway, reading, 'CONFIRMATION'));

    const payment = await this.applier.paymentNamedBy(gateway, reading);
    const record = await this.records.ask(gateway, payment, {
      paymentReference: payment.paymentReference,
      gatewayReference: reading.answer.gatewayReference,
    });
    if (record.kind !== 'found') {
      await this.holds.hold(payment, gateway, reading, { ...fields }, this.clock.now());
      this.logger.warn(
        { gateway: gateway.name, payment: payment.id, transaction: reading.answer.transactionId, record: record.kind },
        "confirmation kept: the gateway's record could not be read, the reconciliation job asks again",
      );
      throw new ConfirmationDeferredError();
    }
    return this.refusedOrResult(await this.applier.apply(gateway, record.reading, 'CONFIRMATION', { paymentId: payment.id }));
  }

  /** A refused answer is in the review list already; the gateway is told it was not accepted (400). */
  private refusedOrResult(applied: AppliedAnswer): ConfirmationResult {
    if (applied.refused) throw new ConfirmationRejectedError();
    const { refused: _refused, reviewOpened: _reviewOpened, ...result } = applied;
    return result;
  }
}
