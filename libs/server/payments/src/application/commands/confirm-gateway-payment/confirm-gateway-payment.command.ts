import { Command } from '@nestjs/cqrs';
import type { ConfirmationFields } from '../../ports/payment-gateway.port';
import type { AnswerEffect } from '../../../domain/payment.entity';
import type { PaymentState } from '../../../domain/payment-state';

export interface ConfirmationResult {
  paymentId: string;
  referenceUuid: string;
  state: PaymentState;
  effect: AnswerEffect;
  /** The same answer about the same transaction had already been received: nothing changed. */
  replay: boolean;
}

/**
 * A gateway's confirmation (webhook) of a payment, as posted to /payment/confirmation/{gateway}, or as
 * the sandbox's hosted page hands it over. 400 when it cannot be trusted or does not fit the payment,
 * 404 when no payment has its reference; either way nothing changes and the log says why.
 */
export class ConfirmGatewayPaymentCommand extends Command<ConfirmationResult> {
  constructor(
    /** The URL segment: sandbox, epayco, pagueatiempo. */
    readonly gateway: string,
    readonly fields: ConfirmationFields,
  ) {
    super();
  }
}
