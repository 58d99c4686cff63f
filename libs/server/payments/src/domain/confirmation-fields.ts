import type { ConfirmationFields } from '../application/ports/payment-gateway.port';

type Fields = Record<string, string | readonly string[]>;

const textOf = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;

/**
 * The flat fields of what a gateway sent, from one or more sources (a confirmation's query string and body;
 * a query's JSON answer), in a record without prototype. A text, number or boolean is a value as text. A name
 * given twice (in two sources, or repeated in one: `a=1&a=2`), or given as a list or an object, becomes the list
 * of its texts: it is no value, so a reader can neither take one of them nor mistake it for a missing field.
 */
export function confirmationFieldsOf(...sources: unknown[]): ConfirmationFields {
  const fields: Fields = Object.create(null) as Fields;
  for (const source of sources) {
    if (source === null || typeof source !== 'object' || Array.isArray(source)) continue;
    for (const [name, value] of Object.entries(source as Record<string, unknown>)) {
      const single = textOf(value);
      const values =
        single !== null
          ? [single]
          : Array.isArray(value)
            ? value.map(textOf).filter((one): one is string => one !== null)
            : value !== null && typeof value === 'object'
              ? []
              : null;
      if (values === null) continue;
      const before = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (before === undefined) fields[name] = single ?? values;
      else fields[name] = [...(typeof before === 'string' ? [before] : before), ...values];
    }
  }
  return fields;
}

/** A field as sent, for people to read: a repeated one joined by commas; null when absent. */
export function fieldText(fields: ConfirmationFields, name: string): string | null {
  if (!Object.hasOwn(fields, name)) return null;
  const value = fields[name];
  return typeof value === 'string' ? value : value.join(', ');
}
