import { ValidateRule } from '@lic/server-kernel';
import { isEmpty } from '@lic/shared-rules';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A date as YYYY-MM-DD or an ISO date-time; "Fecha no valida" otherwise (the specs' invalid-date text). */
export function IsIsoDate(): PropertyDecorator {
  return ValidateRule('isIsoDate', (value) => {
    if (isEmpty(value)) return null;
    return typeof value === 'string' && ISO_DATE.test(value.trim()) && !Number.isNaN(Date.parse(value.trim())) ? null : 'Fecha no valida';
  });
}

/** The instant of an ISO date; a bare date (YYYY-MM-DD) is the start of that day in Bogotá. */
export function parseIsoDate(value: string): Date {
  const text = value.trim();
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00-05:00` : text);
}
