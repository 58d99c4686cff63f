import { BusinessRuleError, ConflictError, InvalidInputError, NotFoundError } from '@lic/server-kernel';
import { PrivacyCode, PrivacyMessage } from './privacy.messages';

export class DataRequestNotFoundError extends NotFoundError {
  constructor() {
    super(PrivacyCode.REQUEST_NOT_FOUND, PrivacyMessage.requestNotFound);
  }
}

export class DataRequestAlreadyAnsweredError extends ConflictError {
  constructor() {
    super(PrivacyCode.ALREADY_ANSWERED, PrivacyMessage.alreadyAnswered);
  }
}

/** Ley 1581 art. 14 and 15: the deadline is extended once at most. */
export class DataRequestAlreadyExtendedError extends ConflictError {
  constructor() {
    super(PrivacyCode.ALREADY_EXTENDED, PrivacyMessage.alreadyExtended);
  }
}

export class UnknownBrandError extends NotFoundError {
  constructor() {
    super(PrivacyCode.UNKNOWN_BRAND, PrivacyMessage.unknownBrand);
  }
}

/** A re-acceptance of a version that is no longer the brand's current one. */
export class StalePolicyError extends BusinessRuleError {
  constructor(currentVersion: number) {
    super(PrivacyCode.STALE_POLICY, PrivacyMessage.stalePolicy, { currentVersion });
  }
}

/** A back-office form named a version that is no longer the brand's current one (decision 0069). */
export class ShownPolicyOutdatedError extends BusinessRuleError {
  constructor(currentVersion: number) {
    super(PrivacyCode.STALE_POLICY, PrivacyMessage.shownPolicyOutdated(currentVersion), { currentVersion });
    this.fields.push({ field: 'personalDataAuthorization.policyVersion', message: PrivacyMessage.shownPolicyOutdated(currentVersion) });
  }
}

/** A policy cannot govern from a day already gone, nor be announced more than a year ahead (decision 0069). */
export class PolicyEffectiveDateError extends InvalidInputError {
  constructor() {
    super(PrivacyCode.BAD_EFFECTIVE_DATE, `effectiveOn: ${PrivacyMessage.badEffectiveDate}`, [
      { field: 'effectiveOn', message: PrivacyMessage.badEffectiveDate },
    ]);
  }
}

export class HolderWithoutEmailError extends BusinessRuleError {
  constructor() {
    super(PrivacyCode.NO_EMAIL, PrivacyMessage.noEmail);
  }
}

/** The public form: the holder proves control of the e-mail first (the storefront's 6-digit code). */
export class EmailNotVerifiedError extends BusinessRuleError {
  constructor() {
    super(PrivacyCode.EMAIL_NOT_VERIFIED, PrivacyMessage.emailNotVerified);
    this.fields.push({ field: 'email', message: PrivacyMessage.emailNotVerified });
  }
}

export class NotASuppressionError extends BusinessRuleError {
  constructor() {
    super(PrivacyCode.NOT_A_SUPPRESSION, PrivacyMessage.notASuppression);
  }
}

/** Data an unpaid order or a contract in force still needs is not suppressed (decision 0059). */
export class SuppressionBlockedError extends BusinessRuleError {
  constructor(reasons: string[]) {
    super(PrivacyCode.SUPPRESSION_BLOCKED, PrivacyMessage.suppressionBlocked(reasons), { reasons });
  }
}

/**
 * The public form: the verified e-mail (and the document, when typed) names no holder on record (decision 0068).
 * Said only to whoever proved control of that e-mail, so it reveals nothing about anybody else's.
 */
export class HolderNotFoundError extends BusinessRuleError {
  constructor() {
    super(PrivacyCode.HOLDER_NOT_FOUND, PrivacyMessage.holderNotFound);
    this.fields.push({ field: 'email', message: PrivacyMessage.holderNotFound });
  }
}
