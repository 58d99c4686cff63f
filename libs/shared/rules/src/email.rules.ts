import { isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { EMAIL_MAX_LENGTH } from './limits';
import { MESSAGES } from './messages';

/**
 * At least 3 of letters, digits, _ - . + before the @; a domain of at least 3 characters made of
 * dot-separated labels; a top-level domain of 2 or more letters. Together that is the 10 characters
 * the message promises.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9_.+-]{3,}@(?=[A-Za-z0-9.-]{3,}\.[A-Za-z]{2,}$)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export interface EmailContext {
  /** Blocked e-mail domains (mail/api/Mail/emailsInBlackList), with or without a leading @. */
  readonly blockedDomains?: readonly string[];
}

/** The domain is blocked when it is a listed domain or a subdomain of one, ignoring case. */
export function isBlockedEmailDomain(email: string, blockedDomains: readonly string[]): boolean {
  const domain = email
    .slice(email.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
  return blockedDomains.some((entry) => {
    const blocked = entry.trim().toLowerCase().replace(/^@/, '');
    return blocked !== '' && (domain === blocked || domain.endsWith(`.${blocked}`));
  });
}

export const emailRule: FieldRule<EmailContext> = (value, context) => {
  if (isEmpty(value)) return null;
  if (typeof value !== 'string') return MESSAGES.email;
  if (value.length > EMAIL_MAX_LENGTH) return MESSAGES.maxLength(EMAIL_MAX_LENGTH);
  if (!EMAIL_PATTERN.test(value)) return MESSAGES.email;
  return isBlockedEmailDomain(value, context?.blockedDomains ?? []) ? MESSAGES.emailDomainBlocked : null;
};

export const emailField: FieldDefinition<EmailContext> = { rule: emailRule, maxLength: EMAIL_MAX_LENGTH };
