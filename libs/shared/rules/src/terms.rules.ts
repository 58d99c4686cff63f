import type { FieldDefinition, FieldRule } from './field-rule';
import { MESSAGES } from './messages';

/** The terms checkbox passes only when ticked: unlike other rules, an empty value fails. */
export const termsRule: FieldRule = (value) => (value === true ? null : MESSAGES.terms);

export const termsField: FieldDefinition = { rule: termsRule };
