import { Injectable } from '@nestjs/common';
import type { OnlinePaymentHandover, PaymentHandover } from '../application/ports/payment-handover.port';

/** Offline default: the sandbox checkout of the payments context takes the order by its reference. */
@Injectable()
export class SandboxPaymentHandover implements PaymentHandover {
  async start(): Promise<OnlinePaymentHandover> {
    return { paymentGateway: 'SANDBOX', epaycoPaymentCode: null };
  }
}
