import { Command } from '@nestjs/cqrs';
import type { SandboxDecision, SandboxDelivery } from '../../../infrastructure/gateways/sandbox.gateway';

/** The payer's choice on the sandbox's hosted checkout page; answers the order to send the browser back to. */
export class DecideSandboxPaymentCommand extends Command<{ referenceUuid: string }> {
  constructor(
    readonly paymentId: string,
    readonly decision: SandboxDecision,
    readonly delivery: SandboxDelivery = 'send',
  ) {
    super();
  }
}
