import { Module } from '@nestjs/common';
import { integrationEvents } from '@lic/server-kernel';
import { PaymentApprovedEvent, PaymentRejectedEvent, PaymentReversedEvent } from '@lic/server-payments-api';
// Online payments: gateways, confirmations, the sandbox checkout (issue 5, payments core).
import { ConfirmGatewayPaymentHandler } from './application/commands/confirm-gateway-payment/confirm-gateway-payment.handler';
import { CreateGatewayPaymentHandler } from './application/commands/create-gateway-payment/create-gateway-payment.handler';
import { DecideSandboxPaymentHandler } from './application/commands/decide-sandbox-payment/decide-sandbox-payment.handler';
import { RequestPaymentFormHandler } from './application/commands/request-payment-form/request-payment-form.handler';
import { OpenPaymentOnOrderRegistered } from './application/event-handlers/open-payment-on-order-registered.handler';
import { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
import { GetPaymentOutcomeHandler } from './application/queries/get-payment-outcome/get-payment-outcome.handler';
import { GetPaymentTimelineHandler } from './application/queries/get-payment-timeline/get-payment-timeline.handler';
import { GetSandboxCheckoutHandler } from './application/queries/get-sandbox-checkout/get-sandbox-checkout.handler';
import { loadPaymentsConfig, PAYMENTS_CONFIG } from './infrastructure/config/payments.config';
import { PaymentGateways } from './infrastructure/gateways/payment-gateways';
import { PaymentTokens } from './infrastructure/payment-tokens';
import { PaymentConfirmationController } from './interface/payment-confirmation.controller';
import { PaymentFormController } from './interface/payment-form.controller';
import { SandboxCheckoutController } from './interface/sandbox-checkout.controller';
// Reversals, reconciliation and the review list (issue 12).
import { ReconcilePendingPaymentsHandler } from './application/commands/reconcile-pending-payments/reconcile-pending-payments.handler';
import { ResolvePaymentReviewHandler } from './application/commands/resolve-payment-review/resolve-payment-review.handler';
import { MailFinanceOnPaymentReversed } from './application/event-handlers/mail-finance-on-payment-reversed.handler';
import { ListPaymentReviewsHandler } from './application/queries/list-payment-reviews/list-payment-reviews.handler';
import { GatewayAnswerApplier } from './application/support/gateway-answer-applier';
import { ReconcilePendingPaymentsJob } from './infrastructure/jobs/reconcile-pending-payments.job';
import { PaymentReviewsController } from './interface/payment-reviews.controller';
// Cash payments: proofs, the purchase summary, staff decisions (issue 5, cash).
import { cashPaymentsControllers, cashPaymentsProviders } from './cash-payments.parts';

integrationEvents.register(PaymentApprovedEvent, PaymentRejectedEvent, PaymentReversedEvent);

/**
 * Takes a registered purchase order to paid or rejected, and nothing else may do that (design.md §2,
 * §5, §6): online payments through a gateway port (sandbox, ePayco, PagueATiempo) and their verified
 * confirmations, their reversals and the reconciliation of lost ones; cash payments with proofs and staff
 * decisions. Publishes PaymentApproved / PaymentRejected / PaymentReversed once per order through the outbox.
 */
@Module({
  controllers: [
    // Online payments.
    PaymentFormController,
    PaymentConfirmationController,
    SandboxCheckoutController,
    PaymentReviewsController,
    // Cash payments.
    ...cashPaymentsControllers,
  ],
  providers: [
    // Online payments.
    { provide: PAYMENTS_CONFIG, useFactory: () => loadPaymentsConfig() },
    PaymentGateways,
    { provide: PAYMENT_GATEWAY, inject: [PaymentGateways], useFactory: (gateways: PaymentGateways) => gateways.selected },
    PaymentTokens,
    OpenPaymentOnOrderRegistered,
    CreateGatewayPaymentHandler,
    RequestPaymentFormHandler,
    ConfirmGatewayPaymentHandler,
    DecideSandboxPaymentHandler,
    GetSandboxCheckoutHandler,
    GetPaymentOutcomeHandler,
    GetPaymentTimelineHandler,
    // Reversals, reconciliation and the review list.
    GatewayAnswerApplier,
    MailFinanceOnPaymentReversed,
    ReconcilePendingPaymentsHandler,
    ReconcilePendingPaymentsJob,
    ListPaymentReviewsHandler,
    ResolvePaymentReviewHandler,
    // Cash payments.
    ...cashPaymentsProviders,
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentsModule {}
