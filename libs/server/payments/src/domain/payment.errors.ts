import { BusinessRuleError, ConflictError, ForbiddenError, InvalidInputError, NotFoundError, UnavailableError } from '@lic/server-kernel';
import { PaymentMessage } from './payment.messages';

export class PaymentNotFoundError extends NotFoundError {
  constructor() {
    super('PAYMENTS.PAYMENT_NOT_FOUND', PaymentMessage.paymentNotFound);
  }
}

/** A gateway confirmation that cannot be trusted or does not fit the payment: 400, no detail (the log has it). */
export class ConfirmationRejectedError extends InvalidInputError {
  constructor() {
    super('PAYMENTS.CONFIRMATION_REJECTED', PaymentMessage.confirmationRejected);
  }
}

/** Seconds a gateway is asked to wait before sending a deferred confirmation again. */
export const CONFIRMATION_RETRY_AFTER_SECONDS = 60;

/**
 * A confirmation kept because the gateway's own record could not be read: 503 with Retry-After, so the gateway
 * sends it again; meanwhile the reconciliation job asks the gateway on each round (docs/decisions/0041).
 */
export class ConfirmationDeferredError extends UnavailableError {
  constructor() {
    super('PAYMENTS.CONFIRMATION_DEFERRED', PaymentMessage.confirmationDeferred, CONFIRMATION_RETRY_AFTER_SECONDS);
  }
}

export class InvalidPaymentTokenError extends ForbiddenError {
  constructor() {
    super('PAYMENTS.INVALID_PAYMENT_TOKEN', PaymentMessage.invalidPaymentToken);
  }
}

/** The payment cannot be paid (again) at the gateway: 422 with the reason. */
export class PaymentClosedError extends BusinessRuleError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}

export class PaymentTransitionError extends ConflictError {
  constructor(from: string, to: string) {
    super('PAYMENTS.INVALID_TRANSITION', PaymentMessage.invalidTransition(from, to));
  }
}

/** The gateway refused or could not be reached when opening a checkout (422; ordering answers ER15 at registration). */
export class GatewayUnavailableError extends BusinessRuleError {
  constructor() {
    super('PAYMENTS.GATEWAY_UNAVAILABLE', PaymentMessage.gatewayUnavailable);
  }
}

export class PaymentReviewNotFoundError extends NotFoundError {
  constructor() {
    super('PAYMENTS.REVIEW_NOT_FOUND', PaymentMessage.reviewNotFound);
  }
}

/** The review item was already closed (by someone else, or a second click): 422. */
export class PaymentReviewResolvedError extends BusinessRuleError {
  constructor() {
    super('PAYMENTS.REVIEW_RESOLVED', PaymentMessage.reviewResolved);
  }
}
