import { registerDecorator, type ValidationOptions } from 'class-validator';
import { emailRule } from '@lic/shared-rules';
import { AllowedEmailDomainConstraint } from './allowed-email-domain.constraint';
import { ValidateRule, combine } from './rule.decorator';

export interface EmailAddressOptions {
  /** Also reject the blocked domains listed by the BLOCKED_EMAIL_DOMAINS provider. */
  readonly checkBlockedDomains?: boolean;
}

/** E-mail of at most 100 characters passing the shared e-mail rule. */
export function IsEmailAddress(email: EmailAddressOptions = {}, options?: ValidationOptions): PropertyDecorator {
  const pattern = ValidateRule('isEmailAddress', emailRule, undefined, options);
  if (!email.checkBlockedDomains) return pattern;
  const allowedDomain: PropertyDecorator = (target, propertyName) => {
    registerDecorator({
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: AllowedEmailDomainConstraint,
    });
  };
  return combine(pattern, allowedDomain);
}
