import {
  BusinessRuleError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthenticatedError,
} from '@lic/server-kernel';
import { ErrorCode, GenericMessage } from '@lic/shared-api-types';
import { CashPaymentMessage } from './cash-payment.messages';

/** No order (or no payment record of it) has this reference: storefront.md's empty-order text. */
export class CashOrderNotFoundError extends NotFoundError {
  constructor() {
    super('PAYMENTS.ORDER_NOT_FOUND', CashPaymentMessage.orderNotFound);
  }
}

export class CashPaymentNotFoundError extends NotFoundError {
  constructor() {
    super('PAYMENTS.CASH_PAYMENT_NOT_FOUND', CashPaymentMessage.cashPaymentNotFound);
  }
}

/** Files are attached only while the cash payment waits (state 5). */
export class NotPendingCashError extends BusinessRuleError {
  constructor() {
    super('PAYMENTS.NOT_PENDING_CASH', CashPaymentMessage.notPendingCash);
  }
}

/** The order has no file of that type. */
export class PaymentSupportNotFoundError extends NotFoundError {
  constructor(message: string) {
    super('PAYMENTS.SUPPORT_NOT_FOUND', message);
  }
}

/** A signed-in customer asked for the files of somebody else's order. */
export class NotOwnOrderError extends ForbiddenError {
  constructor() {
    super('PAYMENTS.NOT_OWN_ORDER', CashPaymentMessage.notOwnOrder);
  }
}

/** The payment was decided already (by another staff member a moment ago, or long before): 422, nothing changes. */
export class CashPaymentDecidedError extends BusinessRuleError {
  constructor(message: string) {
    super('PAYMENTS.CASH_PAYMENT_DECIDED', message);
  }
}

/** Input the DTO rules cannot see (a file's content, a reject type that does not exist): 400 under `field`. */
export class CashInputError extends InvalidInputError {
  constructor(field: string, message: string) {
    super(ErrorCode.VALIDATION, message, [{ field, message }]);
  }
}

/** A proof or RUT above 2 MB: 413 with the spec's size message under `field`. */
export class SupportFileTooLargeError extends PayloadTooLargeError {
  constructor(field: string, message: string) {
    super(ErrorCode.PAYLOAD_TOO_LARGE, message, [{ field, message }]);
  }
}

/** Staff without the PAYMENTS privilege asked for a proof. */
export class StaffWithoutPaymentsError extends ForbiddenError {
  constructor() {
    super(ErrorCode.FORBIDDEN, GenericMessage.FORBIDDEN);
  }
}

/** The summary's link to a file has expired: the page asks the summary for a new one. */
export class SupportLinkExpiredError extends ForbiddenError {
  constructor() {
    super('PAYMENTS.SUPPORT_LINK_EXPIRED', CashPaymentMessage.supportLinkExpired);
  }
}

/** A link whose signature does not match its order, type and expiry. */
export class SupportLinkInvalidError extends ForbiddenError {
  constructor() {
    super('PAYMENTS.SUPPORT_LINK_INVALID', CashPaymentMessage.supportLinkInvalid);
  }
}

/** No session and no link: the order's reference alone does not open its files. */
export class SupportAccessRequiredError extends UnauthenticatedError {
  constructor() {
    super('PAYMENTS.SUPPORT_ACCESS_REQUIRED', CashPaymentMessage.supportAccessRequired);
  }
}
