import { Query } from '@nestjs/cqrs';
import type { PaymentMethodName } from './payment-events';

/** REVERSED: approved, then reversed by the gateway (ePayco x_cod_response 6). */
export type PaymentStateName = 'PENDING' | 'APPROVED' | 'REJECTED' | 'REVERSED';

/** The payment of an order as the payments context knows it now. */
export interface PaymentOutcome {
  paymentId: string;
  state: PaymentStateName;
  method: PaymentMethodName;
  gateway: string | null;
  /** The outcome of the latest gateway answer, if any arrived (a PENDING one means the gateway is processing). */
  lastAnswer: PaymentStateName | null;
  decidedAt: Date | null;
}

/** The payment of the order with this referenceUuid; null when payments has none (yet). */
export class GetPaymentOutcomeQuery extends Query<PaymentOutcome | null> {
  constructor(readonly referenceUuid: string) {
    super();
  }
}
