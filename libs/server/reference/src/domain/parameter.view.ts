import type { Parameter } from './parameter.entity';
import { readParameterValue, type ParameterValueType } from './parameter-value';

export interface ParameterView {
  parameterCode: string;
  parameterType: string;
  /** The stored JSON text `{ "type": ..., "value": ... }`, as the clients read it. */
  parameterValue: string;
  type: ParameterValueType;
  value: unknown;
}

/** The view of a stored parameter, or null when its value does not hold its declared type. */
export function toParameterView(row: Parameter): ParameterView | null {
  const read = readParameterValue(row.parameterValue);
  if (!read) return null;
  return { parameterCode: row.parameterCode, parameterType: row.parameterType, parameterValue: row.parameterValue, ...read };
}
