import { BusinessRuleError, ConflictError, ForbiddenError, NotFoundError } from '@lic/server-kernel';
import { LicensingCode, LicensingMessage } from './licensing.messages';

/** No active base plan of the service(s) asked for (storefront.md §8 "Plan load 422"). */
export class PlanExpiredError extends BusinessRuleError {
  constructor() {
    super(LicensingCode.PLAN_EXPIRED, LicensingMessage.planExpired);
  }
}

/** A customer asked for another company's plans. */
export class NotOwnDocumentError extends ForbiddenError {
  constructor() {
    super(LicensingCode.NOT_OWN_DOCUMENT, LicensingMessage.notOwnDocument);
  }
}

/** The back-office lists found nothing (their 404 texts of backoffice-licensing.md §8). */
export class NoLicencesError extends NotFoundError {
  constructor(message: string = LicensingMessage.noLicensedCustomers) {
    super(LicensingCode.NO_LICENCES, message);
  }
}

export class LicenceNotFoundError extends NotFoundError {
  constructor() {
    super(LicensingCode.LICENCE_NOT_FOUND, LicensingMessage.licenceNotFound);
  }
}

/**
 * A licence that cannot be added or updated (422): `statusMessage` says which action failed and
 * `errorDetail` why (a §5.1 range message, the BIILIMITADO contract…), which the form shows as a warning.
 */
export class LicenceRefusedError extends BusinessRuleError {
  constructor(statusMessage: string, errorDetail: string, code: string = LicensingCode.LICENCE_REFUSED) {
    super(code, statusMessage, { errorDetail });
  }
}

/** A licence token was asked for a company without active, unsuspended licences of the app (404). */
export class NoLicencesForTokenError extends NotFoundError {
  constructor() {
    super(LicensingCode.NO_LICENCES_FOR_TOKEN, LicensingMessage.noLicencesForToken);
  }
}

/** Reactivation of an order whose licences are not suspended (409), or of a staff licence (no order). */
export class NotSuspendedError extends ConflictError {
  constructor(message: string = LicensingMessage.notSuspended) {
    super(LicensingCode.NOT_SUSPENDED, message);
  }
}

/** Staff's "Suspender" on an order (or staff licence) with nothing left in force to suspend (409). */
export class AlreadySuspendedError extends ConflictError {
  constructor() {
    super(LicensingCode.ALREADY_SUSPENDED, LicensingMessage.alreadySuspended);
  }
}
