import { BusinessRuleError, ForbiddenError, InvalidInputError, NotFoundError } from '@lic/server-kernel';
import { ErrorCode } from '@lic/shared-api-types';
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
