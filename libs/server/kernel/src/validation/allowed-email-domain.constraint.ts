import { Inject, Injectable, Optional } from '@nestjs/common';
import { ValidatorConstraint, type ValidatorConstraintInterface } from 'class-validator';
import { EMAIL_PATTERN, MESSAGES, isBlockedEmailDomain } from '@lic/shared-rules';

/** Token of the provider that lists the blocked e-mail domains (the reference context owns the list). */
export const BLOCKED_EMAIL_DOMAINS = Symbol('BLOCKED_EMAIL_DOMAINS');

export interface BlockedEmailDomainsSource {
  blockedDomains(): Promise<readonly string[]>;
}

/**
 * Rejects an e-mail whose domain is blocked. class-validator resolves it through Nest
 * (useContainer(app.select(AppModule), { fallbackOnErrors: true })), so this class and a
 * BLOCKED_EMAIL_DOMAINS provider must both be registered in a module.
 */
@ValidatorConstraint({ name: 'isAllowedEmailDomain', async: true })
@Injectable()
export class AllowedEmailDomainConstraint implements ValidatorConstraintInterface {
  constructor(@Optional() @Inject(BLOCKED_EMAIL_DOMAINS) private readonly source?: BlockedEmailDomainsSource) {}

  async validate(value: unknown): Promise<boolean> {
    // A malformed address is reported by the e-mail rule itself; its domain is not worth a look-up.
    if (typeof value !== 'string' || !EMAIL_PATTERN.test(value)) return true;
    if (!this.source) {
      throw new Error('AllowedEmailDomainConstraint needs a BLOCKED_EMAIL_DOMAINS provider and class-validator useContainer.');
    }
    return !isBlockedEmailDomain(value, await this.source.blockedDomains());
  }

  defaultMessage(): string {
    return MESSAGES.emailDomainBlocked;
  }
}
