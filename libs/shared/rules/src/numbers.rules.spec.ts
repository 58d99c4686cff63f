import { integerInRange, numericRule, percentageRule, toWholeNumber } from './numbers.rules';

describe('numericRule', () => {
  it.each(['0', '0123', '999999999', 42, undefined, ''])('accepts %p', (value) => {
    expect(numericRule(value)).toBeNull();
  });

  it.each(['12a', '-1', '1.5', '1 000', 1.5, -3, true])('rejects %p', (value) => {
    expect(numericRule(value)).toBe('El campo debe ser numérico.');
  });
});

describe('percentageRule', () => {
  it.each(['0', '5', '100', 0, 100])('accepts %p', (value) => {
    expect(percentageRule(value)).toBeNull();
  });

  it.each(['101', '-1', '12.5', 'diez', 100.5, 1000])('rejects %p', (value) => {
    expect(percentageRule(value)).toBe('El campo debe ser numérico y menor o igual a 100.');
  });
});

describe('integerInRange', () => {
  const contractedQuantity = integerInRange(1, 100_000_000);

  it('accepts whole numbers inside the range', () => {
    expect(contractedQuantity(1)).toBeNull();
    expect(contractedQuantity('100000000')).toBeNull();
    expect(contractedQuantity(null)).toBeNull();
  });

  it('rejects values outside the range or not whole', () => {
    expect(contractedQuantity(0)).toBe('Debe ser un número entero entre 1 y 100000000.');
    expect(contractedQuantity('100000001')).toBe('Debe ser un número entero entre 1 y 100000000.');
    expect(contractedQuantity(2.5)).toBe('Debe ser un número entero entre 1 y 100000000.');
    expect(integerInRange(1, 5, 'Fuera de rango')(6)).toBe('Fuera de rango');
  });

  it('reads whole numbers from digits or numbers only', () => {
    expect(toWholeNumber('007')).toBe(7);
    expect(toWholeNumber(7)).toBe(7);
    expect(toWholeNumber('7e2')).toBeNull();
    expect(toWholeNumber(Number.MAX_SAFE_INTEGER + 2)).toBeNull();
  });
});
