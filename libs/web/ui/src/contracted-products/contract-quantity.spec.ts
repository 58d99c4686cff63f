import { describe, expect, it } from '@jest/globals';
import { formatContractQuantity } from './contract-quantity';

describe('formatContractQuantity', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [1234, '1.234'],
    [100000000, '100.000.000'],
  ])('shows %p as %p', (value, expected) => {
    expect(formatContractQuantity(value)).toBe(expected);
  });

  it('shows "Ilimitado" for an unlimited quantity', () => {
    expect(formatContractQuantity(0, true)).toBe('Ilimitado');
  });
});
