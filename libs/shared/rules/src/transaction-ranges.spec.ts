import { RANGE_MESSAGES } from '@lic/shared-api-types';
import {
  editedTransactionRangeProblem,
  rangeLimitProblem,
  rangePriceProblem,
  sortTransactionRanges,
  transactionRangeProblem,
  transactionRangesProblems,
} from './transaction-ranges';

const range = (rangeMinimum: number, rangeMaximum: number, rangePrice = 1000) => ({ rangeMinimum, rangeMaximum, rangePrice });

describe('transaction range limits and price', () => {
  it('requires digits from 1 to 999,999,999', () => {
    expect(rangeLimitProblem('')).toBe('Campo obligatorio');
    expect(rangeLimitProblem(undefined)).toBe('Campo obligatorio');
    expect(rangeLimitProblem('12a')).toBe('El campo debe ser numérico.');
    expect(rangeLimitProblem('-3')).toBe('El campo debe ser numérico.');
    expect(rangeLimitProblem(-3)).toBe('Debe ser un número entero entre 1 y 999999999.');
    expect(rangeLimitProblem(0)).toBe('Debe ser un número entero entre 1 y 999999999.');
    expect(rangeLimitProblem(1_000_000_000)).toBe('Debe ser un número entero entre 1 y 999999999.');
    expect(rangeLimitProblem('1')).toBeNull();
    expect(rangeLimitProblem(999_999_999)).toBeNull();
  });

  it('requires a price of at most 10 digits', () => {
    expect(rangePriceProblem(null)).toBe('Campo obligatorio');
    expect(rangePriceProblem('1.5')).toBe('El campo debe ser numérico.');
    expect(rangePriceProblem(-5)).toBe('El campo debe ser numérico.');
    expect(rangePriceProblem('12345678901')).toBe('Máximo 10 caracteres.');
    expect(rangePriceProblem('0')).toBeNull();
    expect(rangePriceProblem(9_999_999_999)).toBeNull();
  });
});

describe('transactionRangeProblem', () => {
  const existing = [range(1, 100), range(201, 300)];

  it('accepts a range that touches no other', () => {
    expect(transactionRangeProblem([], range(1, 1))).toBeNull();
    expect(transactionRangeProblem(existing, range(101, 200))).toBeNull();
    expect(transactionRangeProblem(existing, range(301, 999_999_999))).toBeNull();
  });

  it('refuses a minimum above the maximum', () => {
    expect(transactionRangeProblem([], range(10, 9))).toEqual({ field: 'rangeMinimum', message: RANGE_MESSAGES.minAboveMax });
    expect(RANGE_MESSAGES.minAboveMax).toBe('Rango mínimo no puede ser mayor al rango máximo.');
  });

  it('refuses a minimum inside an existing range, limits included', () => {
    for (const minimum of [1, 50, 100, 201, 300]) {
      expect(transactionRangeProblem(existing, range(minimum, 400))).toEqual({
        field: 'rangeMinimum',
        message: 'Rango mínimo ya se encuentra dentro de los valores parametrizados.',
      });
    }
  });

  it('refuses a maximum inside an existing range, limits included', () => {
    for (const maximum of [201, 250, 300]) {
      expect(transactionRangeProblem(existing, range(150, maximum))).toEqual({
        field: 'rangeMaximum',
        message: 'Rango máximo ya se encuentra dentro de los valores parametrizados.',
      });
    }
  });

  it('refuses a range that swallows an existing one with the maximum’s message', () => {
    expect(transactionRangeProblem([range(50, 60)], range(10, 100))).toEqual({ field: 'rangeMaximum', message: RANGE_MESSAGES.maxInside });
  });

  it('checks the fields before the rules between ranges', () => {
    expect(transactionRangeProblem(existing, { rangeMinimum: 0, rangeMaximum: 10, rangePrice: 1 })?.field).toBe('rangeMinimum');
    expect(transactionRangeProblem(existing, { rangeMinimum: 400, rangeMaximum: NaN, rangePrice: 1 })).toEqual({
      field: 'rangeMaximum',
      message: 'El campo debe ser numérico.',
    });
    expect(transactionRangeProblem(existing, { rangeMinimum: 400, rangeMaximum: 500, rangePrice: 12_345_678_901 })?.field).toBe(
      'rangePrice',
    );
  });
});

describe('editedTransactionRangeProblem', () => {
  const ranges = [range(1, 100), range(101, 200)];

  it('leaves the edited row out of the comparison', () => {
    expect(editedTransactionRangeProblem(ranges, 1, range(101, 250))).toBeNull();
    expect(editedTransactionRangeProblem(ranges, 0, range(1, 90, 5000))).toBeNull();
  });

  it('refuses an edit that puts the minimum above the maximum or overlaps another row', () => {
    expect(editedTransactionRangeProblem(ranges, 0, range(150, 100))?.message).toBe(RANGE_MESSAGES.minAboveMax);
    expect(editedTransactionRangeProblem(ranges, 0, range(1, 150))?.message).toBe(RANGE_MESSAGES.maxInside);
    expect(editedTransactionRangeProblem(ranges, 1, range(100, 200))?.message).toBe(RANGE_MESSAGES.minInside);
  });
});

describe('transactionRangesProblems', () => {
  it('is empty for ranges that do not overlap, in any order', () => {
    expect(transactionRangesProblems([range(101, 200), range(1, 100), range(201, 999_999_999)])).toEqual([]);
    expect(transactionRangesProblems([])).toEqual([]);
  });

  it('names every offending range by its position', () => {
    expect(transactionRangesProblems([range(1, 100), range(50, 150), range(300, 200)])).toEqual([
      { index: 1, field: 'rangeMinimum', message: RANGE_MESSAGES.minInside },
      { index: 2, field: 'rangeMinimum', message: RANGE_MESSAGES.minAboveMax },
    ]);
  });
});

describe('sortTransactionRanges', () => {
  it('orders by minimum without touching the list given', () => {
    const ranges = [range(201, 300), range(1, 100)];
    expect(sortTransactionRanges(ranges).map((r) => r.rangeMinimum)).toEqual([1, 201]);
    expect(ranges[0].rangeMinimum).toBe(201);
  });
});
