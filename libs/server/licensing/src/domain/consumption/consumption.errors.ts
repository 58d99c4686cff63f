import { ConflictError, ForbiddenError, NotFoundError, UnavailableError, type DomainErrorField } from '@lic/server-kernel';
import { CONSUMPTION_RETRY_AFTER_SECONDS, ConsumptionCode, ConsumptionMessage } from './consumption.messages';

/** The customer's active plans do not hold enough of the feature: 409 with the available balance. */
export class InsufficientBalanceError extends ConflictError {
  constructor(available: number) {
    super(ConsumptionCode.INSUFFICIENT_BALANCE, ConsumptionMessage.insufficientBalance, { available });
  }
}

/**
 * The event id was kept with another customer, feature or quantity (decision 0047): 409, nothing counted;
 * `errors` names each field that differs, with the value kept.
 */
export class EventIdReusedError extends ConflictError {
  constructor(differences: DomainErrorField[]) {
    super(ConsumptionCode.EVENT_ID_REUSED, ConsumptionMessage.eventIdReused);
    this.fields.push(...differences);
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

/** The customer's only active balances of the feature belong to suspended plans (a reversed order): 409. */
export class PlanSuspendedError extends ConflictError {
  constructor() {
    super(ConsumptionCode.PLAN_SUSPENDED, ConsumptionMessage.planSuspended);
  }
}

/** Contention outlasted the retries inside the server (decision 0012): 503 with Retry-After; nothing was counted. */
export class ConsumptionBusyError extends UnavailableError {
  constructor() {
    super(ConsumptionCode.BUSY, ConsumptionMessage.busy, CONSUMPTION_RETRY_AFTER_SECONDS);
  }
}
