import { Module } from '@nestjs/common';
import { databaseFileStorage, integrationEvents } from '@lic/server-kernel';
import { PaymentApprovedEvent, PaymentRejectedEvent, PaymentReversedEvent } from '@lic/server-payments-api';
import { GatewayAnswerApplier } from './application/gateway-answers/gateway-answer-applier';
import { GatewayRecords } from './application/gateway-answers/gateway-records';
import { HeldConfirmations } from './application/gateway-answers/held-confirmations';
import { PAYMENTS_HANDLERS } from './application/handlers';
import { PAYMENT_GATEWAY } from './application/ports/payment-gateway.port';
import { loadPaymentsConfig, PAYMENTS_CONFIG } from './infrastructure/config/payments.config';
import { loadWithholdingRates, WITHHOLDING_RATES } from './infrastructure/config/withholding.config';
import { PaymentGateways } from './infrastructure/gateways/payment-gateways';
import { ReconcilePendingPaymentsJob } from './infrastructure/jobs/reconcile-pending-payments.job';
import { PaymentTokens } from './infrastructure/payment-tokens';
import { StoredPaymentFile } from './infrastructure/storage/stored-payment-file.entity';
import { PaymentSupportLinkSigner } from './infrastructure/support-links/payment-support-link-signer';
import { CashPaymentSupportController } from './interface/cash-payment-support.controller';
import { CashPaymentsController } from './interface/cash-payments.controller';
import { PaymentConfirmationController } from './interface/payment-confirmation.controller';
import { PaymentFormController } from './interface/payment-form.controller';
import { PaymentReviewsController } from './interface/payment-reviews.controller';
import { SandboxCheckoutController } from './interface/sandbox-checkout.controller';

integrationEvents.register(PaymentApprovedEvent, PaymentRejectedEvent, PaymentReversedEvent);

/**
 * Takes a registered purchase order to paid or rejected, and nothing else may do that (design.md §2,
 * §5, §6): online payments through a gateway port (sandbox, ePayco, PagueATiempo) and their verified
 * confirmations, their reversals and the reconciliation of lost ones; cash payments with proofs and staff
 * decisions. Publishes PaymentApproved / PaymentRejected / PaymentReversed once per order through the outbox.
 */
@Module({
  controllers: [
    // Online payments (decision 0009); reversals and the review list.
    PaymentFormController,
    PaymentConfirmationController,
    SandboxCheckoutController,
    PaymentReviewsController,
    // Cash payments: proofs, the purchase summary, staff decisions (decision 0009).
    CashPaymentSupportController,
    CashPaymentsController,
  ],
  providers: [
    ...PAYMENTS_HANDLERS,
    // Online payments.
    { provide: PAYMENTS_CONFIG, useFactory: () => loadPaymentsConfig() },
    PaymentGateways,
    { provide: PAYMENT_GATEWAY, inject: [PaymentGateways], useFactory: (gateways: PaymentGateways) => gateways.selected },
    PaymentTokens,
    // Reversals and reconciliation; in production, the gateway's own record decides (decision 0041).
    GatewayAnswerApplier,
    GatewayRecords,
    HeldConfirmations,
    ReconcilePendingPaymentsJob,
    // Cash payments.
    databaseFileStorage(StoredPaymentFile),
    { provide: WITHHOLDING_RATES, useFactory: () => loadWithholdingRates() },
    PaymentSupportLinkSigner,
  ],
  exports: [PAYMENT_GATEWAY],
})
export class PaymentsModule {}
