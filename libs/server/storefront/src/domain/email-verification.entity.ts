import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { MailCodeRefusal } from './email-verification.errors';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_RESEND_INTERVAL_MS,
  VERIFIED_EMAIL_VALIDITY_MS,
} from './verification-code';

/** What asking for a code leads to. */
export type CodeRequestOutcome =
  { kind: 'already_verified' } | { kind: 'code_pending' } | { kind: 'too_soon'; retryAfterMs: number } | { kind: 'issue_code' };

/**
 * The verification of one e-mail address of the purchase form (design.md §5): the hash of the code
 * last sent, its expiry and attempts, and when the address was last proven.
 */
@Entity({ schema: 'ordering', tableName: 'email_verification' })
@Unique({ name: 'email_verification_email_unique', properties: ['email'] })
export class EmailVerification {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Trimmed, lower case. */
  @Property({ type: 'string', length: 100 })
  email!: string;

  /** The brand the last code was sent for. */
  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  codeHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  codeSentOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  codeExpiresOn?: Date | null;

  @Property({ type: 'smallint' })
  attempts: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn!: Date;

  static normalise(email: string): string {
    return email.trim().toLowerCase();
  }

  static start(email: string, appName: string, now: Date): EmailVerification {
    const verification = new EmailVerification();
    verification.email = EmailVerification.normalise(email);
    verification.appName = appName;
    verification.createdOn = now;
    return verification;
  }

  isVerifiedAt(now: Date): boolean {
    return !!this.verifiedOn && now.getTime() - this.verifiedOn.getTime() < VERIFIED_EMAIL_VALIDITY_MS;
  }

  /**
   * A recently verified address needs no code. Otherwise a code is issued, unless one was sent less than
   * 30 s ago: a plain request then keeps that code, an explicit resend is refused until the wait is over.
   */
  requestCode(resend: boolean, now: Date): CodeRequestOutcome {
    if (this.isVerifiedAt(now)) return { kind: 'already_verified' };
    const sinceLast = this.codeSentOn && this.codeHash ? now.getTime() - this.codeSentOn.getTime() : Infinity;
    if (sinceLast < VERIFICATION_RESEND_INTERVAL_MS) {
      return resend ? { kind: 'too_soon', retryAfterMs: VERIFICATION_RESEND_INTERVAL_MS - sinceLast } : { kind: 'code_pending' };
    }
    return { kind: 'issue_code' };
  }

  /** A new code replaces the previous one, with a fresh expiry and fresh attempts. */
  issueCode(codeHash: string, appName: string, now: Date): void {
    this.appName = appName;
    this.codeHash = codeHash;
    this.codeSentOn = now;
    this.codeExpiresOn = new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
    this.attempts = 0;
    this.verifiedOn = null;
  }

  /**
   * One attempt at the code. Every attempt counts, so five wrong ones lock the code whatever comes
   * next; the right one verifies the address and spends the code.
   */
  verifyCode(matches: (codeHash: string) => boolean, now: Date): MailCodeRefusal | null {
    if (!this.codeHash || !this.codeExpiresOn) return 'wrong';
    if (this.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return 'too_many_attempts';
    if (now.getTime() >= this.codeExpiresOn.getTime()) return 'expired';
    this.attempts += 1;
    if (!matches(this.codeHash)) return 'wrong';
    this.markVerified(now);
    return null;
  }

  /** The address is proven (a right code, or the link of the identity-validation mail). */
  markVerified(now: Date): void {
    this.verifiedOn = now;
    this.codeHash = null;
    this.codeExpiresOn = null;
    this.attempts = 0;
  }
}
