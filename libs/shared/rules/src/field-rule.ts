/**
 * A field rule: the Spanish message when the value breaks the rule, null when it passes.
 * Field rules accept an empty value (see isEmpty); "required" is a rule of its own so that a form and a
 * DTO can make any field optional or mandatory.
 */
export type FieldRule<C = undefined> = (value: unknown, context?: C) => string | null;

/** What a form needs to build its rules and inputs for one kind of field. */
export interface FieldDefinition<C = undefined> {
  readonly rule: FieldRule<C>;
  /** Longest value the input should accept (the input's maxLength). */
  readonly maxLength?: number;
  /** Message shown when the field is required and empty, when it is not "Campo obligatorio". */
  readonly requiredMessage?: string;
}

export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** The value as typed text: strings as they are, finite numbers as their decimal text, anything else null. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
