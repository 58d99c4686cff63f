import { BusinessRuleError, RateLimitedError } from '@lic/server-kernel';
import { EmailVerificationMessage } from './email-verification.messages';

export type MailCodeRefusal = 'wrong' | 'expired' | 'too_many_attempts';

const refusals: Record<MailCodeRefusal, { code: string; message: string }> = {
  wrong: { code: 'ORDERING.MAIL_CODE_INVALID', message: EmailVerificationMessage.wrongCode },
  expired: { code: 'ORDERING.MAIL_CODE_EXPIRED', message: EmailVerificationMessage.expiredCode },
  too_many_attempts: { code: 'ORDERING.MAIL_CODE_LOCKED', message: EmailVerificationMessage.tooManyAttempts },
};

/** The code was refused (422); the storefront shows statusMessage under the code field. */
export class MailCodeRefusedError extends BusinessRuleError {
  constructor(readonly refusal: MailCodeRefusal) {
    super(refusals[refusal].code, refusals[refusal].message);
    this.fields.push({ field: 'code', message: refusals[refusal].message });
  }
}

/** A new code was asked for sooner than 30 seconds after the previous one (429 with Retry-After). */
export class MailCodeResendTooSoonError extends RateLimitedError {
  constructor(retryAfterSeconds: number) {
    super(EmailVerificationMessage.resendTooSoon(retryAfterSeconds), retryAfterSeconds);
  }
}
