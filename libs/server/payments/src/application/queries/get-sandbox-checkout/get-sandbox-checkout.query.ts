import { Query } from '@nestjs/cqrs';
import type { PaymentLine } from '../../../domain/payment.entity';
import type { PaymentState } from '../../../domain/payment-state';

/** What the sandbox's hosted checkout page shows. */
export interface SandboxCheckoutView {
  paymentId: string;
  referenceUuid: string;
  paymentReference: string;
  customerName: string;
  lines: PaymentLine[];
  amount: number;
  taxIva: number;
  currency: string;
  state: PaymentState;
  /** The outcome of the latest answer (PENDING after "Dejar pendiente"). */
  lastAnswer: PaymentState | null;
}

/** The sandbox payment with this id (404 when none, or when the sandbox is not the gateway). */
export class GetSandboxCheckoutQuery extends Query<SandboxCheckoutView> {
  constructor(readonly paymentId: string) {
    super();
  }
}
