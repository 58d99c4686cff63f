import type { ValidationOptions } from 'class-validator';
import { Transform } from 'class-transformer';
import { ValidateRule } from '@lic/server-kernel';
import { isEmpty, MESSAGES, type FieldRule } from '@lic/shared-rules';
import { CatalogueMessage } from '../../domain/catalogue.messages';

// Type rules of the catalogue payloads. Like every field rule they let an empty value through, so a
// missing field gets only "Campo obligatorio" from @Required().

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_LIST = 200;

export const TYPE_MESSAGES = {
  integer: 'El campo debe ser un número entero.',
  number: 'El campo debe ser numérico.',
  boolean: 'El campo debe ser verdadero o falso.',
  text: 'El campo debe ser texto.',
  idList: 'El campo debe ser una lista de identificadores.',
} as const;

const integerRule: FieldRule = (value) => (isEmpty(value) || Number.isSafeInteger(value) ? null : TYPE_MESSAGES.integer);
const numberRule: FieldRule = (value) =>
  isEmpty(value) || (typeof value === 'number' && Number.isFinite(value)) ? null : TYPE_MESSAGES.number;
const booleanRule: FieldRule = (value) =>
  value === undefined || value === null || typeof value === 'boolean' ? null : TYPE_MESSAGES.boolean;

function textRule(max: number): FieldRule {
  return (value) => {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return TYPE_MESSAGES.text;
    return value.length <= max ? null : MESSAGES.maxLength(max);
  };
}

function oneOfRule(options: readonly (string | number)[]): FieldRule {
  return (value) => (isEmpty(value) || options.includes(value as string | number) ? null : CatalogueMessage.invalidOption);
}

const idListRule: FieldRule = (value) => {
  if (value === undefined || value === null) return null;
  return Array.isArray(value) && value.length <= MAX_LIST && value.every((id) => Number.isSafeInteger(id) && id > 0)
    ? null
    : TYPE_MESSAGES.idList;
};

const uuidListRule: FieldRule = (value) => {
  if (value === undefined || value === null) return null;
  return Array.isArray(value) && value.length <= MAX_LIST && value.every((id) => typeof id === 'string' && UUID.test(id))
    ? null
    : TYPE_MESSAGES.idList;
};

export const IsWholeNumber = (options?: ValidationOptions) => ValidateRule('isWholeNumber', integerRule, undefined, options);
export const IsNumberValue = (options?: ValidationOptions) => ValidateRule('isNumberValue', numberRule, undefined, options);
export const IsBooleanValue = (options?: ValidationOptions) => ValidateRule('isBooleanValue', booleanRule, undefined, options);
export const IsText = (max: number, options?: ValidationOptions) => ValidateRule('isText', textRule(max), undefined, options);
export const IsOneOf = (values: readonly (string | number)[], options?: ValidationOptions) =>
  ValidateRule('isOneOf', oneOfRule(values), undefined, options);
export const IsIdList = (options?: ValidationOptions) => ValidateRule('isIdList', idListRule, undefined, options);
export const IsUuidList = (options?: ValidationOptions) => ValidateRule('isUuidList', uuidListRule, undefined, options);

/** A value that must match a pattern when present. */
export function Matches(pattern: RegExp, message: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateRule(
    'matchesPattern',
    (value) => (isEmpty(value) || typeof value !== 'string' || pattern.test(value.trim()) ? null : message),
    undefined,
    options,
  );
}

/** Outer spaces removed from a text before the rules run. */
export function Trim(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
}

/** Path ids arrive as text; digits become a number, anything else stays as sent (and fails the rule). */
export function ToInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : value,
  );
}
