import type { Type } from '@nestjs/common';
import { ApproveCashPaymentHandler } from './commands/approve-cash-payment/approve-cash-payment.handler';
import { ConfirmGatewayPaymentHandler } from './commands/confirm-gateway-payment/confirm-gateway-payment.handler';
import { CreateGatewayPaymentHandler } from './commands/create-gateway-payment/create-gateway-payment.handler';
import { DecideSandboxPaymentHandler } from './commands/decide-sandbox-payment/decide-sandbox-payment.handler';
import { ReconcilePendingPaymentsHandler } from './commands/reconcile-pending-payments/reconcile-pending-payments.handler';
import { RequestPaymentFormHandler } from './commands/request-payment-form/request-payment-form.handler';
import { ResolvePaymentReviewHandler } from './commands/resolve-payment-review/resolve-payment-review.handler';
import { UploadPaymentSupportHandler } from './commands/upload-payment-support/upload-payment-support.handler';
import { GetPaymentOutcomeHandler } from './queries/get-payment-outcome/get-payment-outcome.handler';
import { GetPaymentSupportHandler } from './queries/get-payment-support/get-payment-support.handler';
import { GetPaymentTimelineHandler } from './queries/get-payment-timeline/get-payment-timeline.handler';
import { GetPurchaseSummaryHandler } from './queries/get-purchase-summary/get-purchase-summary.handler';
import { GetSandboxCheckoutHandler } from './queries/get-sandbox-checkout/get-sandbox-checkout.handler';
import { ListCashPaymentsHandler } from './queries/list-cash-payments/list-cash-payments.handler';
import { ListPaymentReviewsHandler } from './queries/list-payment-reviews/list-payment-reviews.handler';
import { KeepPurchaseSummaryOnOrderRegistered } from './event-handlers/keep-purchase-summary-on-order-registered/keep-purchase-summary-on-order-registered.handler';
import { MailFinanceOnPaymentReversed } from './event-handlers/mail-finance-on-payment-reversed/mail-finance-on-payment-reversed.handler';
import { OpenPaymentOnOrderRegistered } from './event-handlers/open-payment-on-order-registered/open-payment-on-order-registered.handler';

/** Every CQRS command, query and event handler of payments; the module registers them among its providers. */
export const PAYMENTS_HANDLERS: Type[] = [
  // commands
  ApproveCashPaymentHandler,
  ConfirmGatewayPaymentHandler,
  CreateGatewayPaymentHandler,
  DecideSandboxPaymentHandler,
  ReconcilePendingPaymentsHandler,
  RequestPaymentFormHandler,
  ResolvePaymentReviewHandler,
  UploadPaymentSupportHandler,
  // queries
  GetPaymentOutcomeHandler,
  GetPaymentSupportHandler,
  GetPaymentTimelineHandler,
  GetPurchaseSummaryHandler,
  GetSandboxCheckoutHandler,
  ListCashPaymentsHandler,
  ListPaymentReviewsHandler,
  // event handlers
  KeepPurchaseSummaryOnOrderRegistered,
  MailFinanceOnPaymentReversed,
  OpenPaymentOnOrderRegistered,
];
