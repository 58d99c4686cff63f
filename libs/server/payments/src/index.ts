import type { MigrationObject } from '@mikro-orm/core';
import { CashPaymentDecision } from './domain/cash/cash-payment-decision.entity';
import { PaymentSupport } from './domain/cash/payment-support.entity';
import { PurchaseSummary } from './domain/cash/purchase-summary.entity';
import { HeldConfirmation } from './domain/held-confirmation.entity';
import { PaymentAttempt } from './domain/payment-attempt.entity';
import { Payment } from './domain/payment.entity';
import { PaymentReview } from './domain/review/payment-review.entity';
import { SandboxTransaction } from './infrastructure/gateways/sandbox-transaction.entity';
import { Migration20261122060000PaymentsOnlinePayments } from './infrastructure/migrations/Migration20261122060000PaymentsOnlinePayments';
import { Migration20261122061000PaymentsCashPayments } from './infrastructure/migrations/Migration20261122061000PaymentsCashPayments';
import { Migration20261125090000PaymentsReversalsAndReconciliation } from './infrastructure/migrations/Migration20261125090000PaymentsReversalsAndReconciliation';
import { Migration20261128100000PaymentsGatewayRecords } from './infrastructure/migrations/Migration20261128100000PaymentsGatewayRecords';
import { StoredPaymentFile } from './infrastructure/storage/stored-payment-file.entity';

export { PaymentsModule } from './payments.module';
/** Read at start by the module; exported for the host's check of the production variables. */
export { loadPaymentsConfig } from './infrastructure/config/payments.config';

export const paymentsEntities = [
  // Online payments (payments core).
  Payment,
  PaymentAttempt,
  PaymentReview,
  HeldConfirmation,
  SandboxTransaction,
  // Cash payments.
  PurchaseSummary,
  PaymentSupport,
  StoredPaymentFile,
  CashPaymentDecision,
];

export const paymentsMigrations: MigrationObject[] = [
  // Online payments (payments core).
  { name: 'Migration20261122060000PaymentsOnlinePayments', class: Migration20261122060000PaymentsOnlinePayments },
  // Cash payments.
  { name: 'Migration20261122061000PaymentsCashPayments', class: Migration20261122061000PaymentsCashPayments },
  // Reversals, reconciliation, review list (decision 0009).
  { name: 'Migration20261125090000PaymentsReversalsAndReconciliation', class: Migration20261125090000PaymentsReversalsAndReconciliation },
  // The gateway's own record decides in production: kept confirmations, review reasons (decision 0041).
  { name: 'Migration20261128100000PaymentsGatewayRecords', class: Migration20261128100000PaymentsGatewayRecords },
];
