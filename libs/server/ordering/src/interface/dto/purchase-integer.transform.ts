import { Transform } from 'class-transformer';

/** Ids and quantities may arrive as numeric text from a select ("11"); they are kept as numbers, anything else as sent. */
export function ToInteger(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : value,
  );
}
