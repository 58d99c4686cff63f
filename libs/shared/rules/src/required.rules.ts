import { isEmpty, type FieldRule } from './field-rule';
import { MESSAGES } from './messages';

export interface RequiredContext {
  /** Overrides "Campo obligatorio", e.g. MESSAGES.validationCodeRequired for the e-mail code. */
  readonly message?: string;
}

export const requiredRule: FieldRule<RequiredContext> = (value, context) =>
  isEmpty(value) ? (context?.message ?? MESSAGES.required) : null;
