import { InputNumber, Select, Typography } from 'antd';
import { CART_QUANTITY_MAX, CART_QUANTITY_MIN } from '@lic/shared-rules';
import type { CartQuantityMode } from './cart-line';

export interface QuantityInputProps {
  value: number;
  onChange: (quantity: number) => void;
  /** stepper: 1–999 step 1; select: one of `options`; fixed: shown, not editable. */
  mode?: CartQuantityMode;
  options?: readonly number[];
  /** Accessible name, e.g. "Cantidad Plan Emprendedor". */
  label: string;
  disabled?: boolean;
}

const isValidQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= CART_QUANTITY_MIN && value <= CART_QUANTITY_MAX;

/** The quantity of a cart line (storefront.md §5: min 1, max 999, step 1; employee packages pick a tier). */
export function QuantityInput({ value, onChange, mode = 'stepper', options = [], label, disabled }: QuantityInputProps) {
  if (mode === 'fixed') return <Typography.Text aria-label={label}>{value}</Typography.Text>;
  if (mode === 'select') {
    const choices = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
    return (
      <Select
        aria-label={label}
        value={value}
        disabled={disabled}
        style={{ minWidth: 96 }}
        options={choices.map((quantity) => ({ value: quantity, label: quantity.toLocaleString('es-CO') }))}
        onChange={(next: number) => next !== value && onChange(next)}
      />
    );
  }
  return (
    <InputNumber
      aria-label={label}
      value={value}
      min={CART_QUANTITY_MIN}
      max={CART_QUANTITY_MAX}
      step={1}
      precision={0}
      disabled={disabled}
      style={{ width: 88 }}
      onChange={(next) => {
        // A value being typed (empty, out of range) is left to antd, which restores the last good one on blur.
        if (isValidQuantity(next) && next !== value) onChange(next);
      }}
    />
  );
}
