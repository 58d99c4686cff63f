/** Value types a parameter may declare in its JSON `{ "type": ..., "value": ... }`. */
export const PARAMETER_VALUE_TYPES = ['string', 'number', 'boolean', 'object', 'array'] as const;
export type ParameterValueType = (typeof PARAMETER_VALUE_TYPES)[number];

export interface ParameterValue {
  type: ParameterValueType;
  value: unknown;
}

function typeOf(value: unknown): ParameterValueType | null {
  if (Array.isArray(value)) return 'array';
  if (value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? 'number' : null;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object') return typeof value as ParameterValueType;
  return null;
}

/**
 * Reads a stored parameter value. Null when the text is not JSON of the form `{ type, value }`, when
 * the declared type is unknown, or when the value is not of the declared type: such a record is
 * skipped, never served (storefront.md §3).
 */
export function readParameterValue(text: string): ParameterValue | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const { type, value } = parsed as { type?: unknown; value?: unknown };
  if (!PARAMETER_VALUE_TYPES.includes(type as ParameterValueType)) return null;
  return typeOf(value) === type ? { type: type as ParameterValueType, value } : null;
}
