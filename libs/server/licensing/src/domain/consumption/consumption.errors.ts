import { ConflictError, ForbiddenError, NotFoundError } from '@lic/server-kernel';
import { ConsumptionCode, ConsumptionMessage } from './consumption.messages';

/** The customer's active plans do not hold enough of the feature: 409 with the available balance. */
export class InsufficientBalanceError extends ConflictError {
  constructor(available: number) {
    super(ConsumptionCode.INSUFFICIENT_BALANCE, ConsumptionMessage.insufficientBalance, { available });
  }
}

/** No active plan of the customer includes the feature (or the feature does not exist): 404. */
export class UnknownFeatureError extends NotFoundError {
  constructor() {
    super(ConsumptionCode.UNKNOWN_FEATURE, ConsumptionMessage.unknownFeature);
  }
}

/** The credential belongs to another app than the event's appName: 403. */
export class AppMismatchError extends ForbiddenError {
  constructor() {
    super(ConsumptionCode.APP_MISMATCH, ConsumptionMessage.appMismatch);
  }
}
