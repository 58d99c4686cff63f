import type { MigrationObject } from '@mikro-orm/core';
import { PaymentAttempt } from './domain/payment-attempt.entity';
import { Payment } from './domain/payment.entity';
import { PaymentReview } from './domain/review/payment-review.entity';
import { SandboxTransaction } from './infrastructure/gateways/sandbox-transaction.entity';
import { Migration20261122060000PaymentsOnlinePayments } from './infrastructure/migrations/Migration20261122060000PaymentsOnlinePayments';
import { Migration20261125090000PaymentsReversalsAndReconciliation } from './infrastructure/migrations/Migration20261125090000PaymentsReversalsAndReconciliation';
import { cashPaymentsEntities, cashPaymentsMigrations } from './cash-payments.parts';

export { PaymentsModule } from './payments.module';

// Online payments: the payment aggregate, gateways, confirmations (payments core).
export {
  PaymentApprovedEvent,
  PaymentRejectedEvent,
  PaymentReversedEvent,
  CreateGatewayPaymentCommand,
  GetPaymentOutcomeQuery,
  type PaymentApprovedFields,
  type PaymentRejectedFields,
  type PaymentReversedFields,
  type GatewayPaymentOrder,
  type GatewayPaymentHandover,
  type PaymentOutcome,
} from '@lic/server-kernel';
export { Payment, type PaymentCustomer, type PaymentLine, type AnswerEffect } from './domain/payment.entity';
export { PaymentAttempt, type GatewayAnswer } from './domain/payment-attempt.entity';
export { PaymentState, GATEWAYS, CURRENCY, type GatewayName, type PaymentMethod } from './domain/payment-state';
export { PAYMENT_GATEWAY, type PaymentGateway, type ConfirmationFields } from './application/ports/payment-gateway.port';
export { epaycoSignature, type EpaycoKeys, type EpaycoSignedFields } from './domain/epayco-signature';
export { pagueATiempoSignature } from './infrastructure/gateways/pague-a-tiempo.gateway';
export { SANDBOX_DEFAULT_KEYS, loadPaymentsConfig, type PaymentsConfig } from './infrastructure/config/payments.config';
export {
  ConfirmGatewayPaymentCommand,
  type ConfirmationResult,
} from './application/commands/confirm-gateway-payment/confirm-gateway-payment.command';
export {
  ReconcilePendingPaymentsCommand,
  type ReconciliationReport,
} from './application/commands/reconcile-pending-payments/reconcile-pending-payments.command';
export { ReconcilePendingPaymentsJob } from './infrastructure/jobs/reconcile-pending-payments.job';
export {
  GetPaymentTimelineQuery,
  type PaymentTimelineView,
  type PaymentAttemptView,
  type PaymentSupportView,
} from './application/queries/get-payment-timeline/get-payment-timeline.query';

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
