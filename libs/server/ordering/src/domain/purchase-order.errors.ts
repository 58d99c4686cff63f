import { BusinessRuleError, InvalidInputError, NotFoundError, type DomainErrorField } from '@lic/server-kernel';
import { PurchaseCode } from './purchase-order-state';
import { PurchaseOrderMessage } from './purchase-order.messages';

/** A rule of the purchase refused the order (422 with statusMessage). */
export class PurchaseRuleError extends BusinessRuleError {
  constructor(code: string, message: string, fields: DomainErrorField[] = []) {
    super(code, message);
    this.fields.push(...fields);
  }
}

/**
 * A refusal the storefront tells apart by its purchase code (ER15, ER16, ER17): 422 whose body carries
 * `responseData: { Code, MinDateToRenewLicense }` beside statusMessage (storefront.md §8).
 */
export class PurchaseCodeError extends BusinessRuleError {
  constructor(code: string, message: string, minDateToRenewLicense: string | null = null) {
    super(code, message, {
      responseData: { Code: code, MinDateToRenewLicense: minDateToRenewLicense },
      minDateToRenewLicense,
    });
  }
}

export const onlyOneLicenceError = (minDate: string | null) =>
  new PurchaseCodeError(PurchaseCode.ONLY_ONE_LICENCE, PurchaseOrderMessage.onlyOneLicence(minDate), minDate);

export const pendingActivationError = () => new PurchaseCodeError(PurchaseCode.PENDING_ACTIVATION, PurchaseOrderMessage.pendingActivation);

export const paymentRegistrationError = () =>
  new PurchaseCodeError(PurchaseCode.PAYMENT_REGISTRATION_FAILED, PurchaseOrderMessage.paymentRegistrationFailed);

/** Input that passed the DTO but not a rule needing the brand (400 with the field). */
export class PurchaseInputError extends InvalidInputError {
  constructor(field: string, message: string) {
    super('ORDERING.INVALID_INPUT', `${field}: ${message}`, [{ field, message }]);
  }
}

export class PurchaseOrderNotFoundError extends NotFoundError {
  constructor() {
    super('ORDERING.ORDER_NOT_FOUND', PurchaseOrderMessage.orderNotFound);
  }
}
