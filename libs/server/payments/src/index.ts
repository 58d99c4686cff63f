import type { MigrationObject } from '@mikro-orm/core';
import { PaymentAttempt } from './domain/payment-attempt.entity';
import { Payment } from './domain/payment.entity';
import { PaymentReview } from './domain/review/payment-review.entity';
import { SandboxTransaction } from './infrastructure/gateways/sandbox-transaction.entity';
import { Migration20261122060000PaymentsOnlinePayments } from './infrastructure/migrations/Migration20261122060000PaymentsOnlinePayments';
import { Migration20261125090000PaymentsReversalsAndReconciliation } from './infrastructure/migrations/Migration20261125090000PaymentsReversalsAndReconciliation';
import { cashPaymentsEntities, cashPaymentsMigrations } from './cash-payments.parts';

export { PaymentsModule } from './payments.module';

export const paymentsEntities = [
  // Online payments (payments core).
  Payment,
  PaymentAttempt,
  PaymentReview,
  SandboxTransaction,
  // Cash payments.
  ...cashPaymentsEntities,
];

export const paymentsMigrations: MigrationObject[] = [
  // Online payments (payments core).
  { name: 'Migration20261122060000PaymentsOnlinePayments', class: Migration20261122060000PaymentsOnlinePayments },
  // Cash payments.
  ...cashPaymentsMigrations,
  // Reversals, reconciliation, review list (issue 12).
  { name: 'Migration20261125090000PaymentsReversalsAndReconciliation', class: Migration20261125090000PaymentsReversalsAndReconciliation },
];
