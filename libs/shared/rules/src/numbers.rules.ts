import { asText, isEmpty, type FieldDefinition, type FieldRule } from './field-rule';
import { PERCENTAGE_MAX } from './limits';
import { MESSAGES } from './messages';

export const NUMERIC_PATTERN = /^\d+$/;

/** A whole number typed as digits or given as a number; null otherwise. */
export function toWholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = asText(value);
  return text !== null && NUMERIC_PATTERN.test(text) ? Number(text) : null;
}

/** Digits only. */
export const numericRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const text = asText(value);
  return text !== null && NUMERIC_PATTERN.test(text) ? null : MESSAGES.numeric;
};

/** An integer from 0 to 100. */
export const percentageRule: FieldRule = (value) => {
  if (isEmpty(value)) return null;
  const number = toWholeNumber(value);
  return number !== null && number >= 0 && number <= PERCENTAGE_MAX ? null : MESSAGES.percentage;
};

/** An integer from min to max, e.g. the contracted quantity (1 to 100,000,000). */
export function integerInRange(min: number, max: number, message: string = MESSAGES.integerRange(min, max)): FieldRule {
  return (value) => {
    if (isEmpty(value)) return null;
    const number = toWholeNumber(value);
    return number !== null && number >= min && number <= max ? null : message;
  };
}

export const numericField: FieldDefinition = { rule: numericRule };
export const percentageField: FieldDefinition = { rule: percentageRule, maxLength: 3 };
