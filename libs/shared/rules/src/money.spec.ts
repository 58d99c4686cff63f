import fc from 'fast-check';
import { pesosBeforeTax, roundPesos, splitProportionally, splitTax } from './money';

describe('roundPesos', () => {
  it('rounds half away from zero, without binary noise', () => {
    expect(roundPesos(0.5)).toBe(1);
    expect(roundPesos(1.4999999999999998)).toBe(2); // 1,5 with binary noise
    expect(roundPesos(1.49)).toBe(1);
    expect(roundPesos(12498.75)).toBe(12499);
    expect(roundPesos(0.1 * 3 * 5)).toBe(2);
    expect(roundPesos(-2.5)).toBe(-3);
    expect(roundPesos(240_000)).toBe(240_000);
  });
});

describe('pesosBeforeTax and splitTax', () => {
  it('takes IVA out of a total: base = round(total / 1.19), IVA = total − base', () => {
    expect(pesosBeforeTax(240_000, 19)).toBe(201_681);
    expect(splitTax(240_000, 19)).toEqual({ base: 201_681, iva: 38_319 });
    expect(splitTax(840_000, 19)).toEqual({ base: 705_882, iva: 134_118 });
    expect(splitTax(119_000, 19)).toEqual({ base: 100_000, iva: 19_000 });
    expect(splitTax(50_000, 0)).toEqual({ base: 50_000, iva: 0 });
    expect(splitTax(0, 19)).toEqual({ base: 0, iva: 0 });
  });

  it('rounds the base half up: 119 × 100 / 119 exact, 1 / 1,19 = 0,84 → 1, 3 / 1,19 = 2,52 → 3', () => {
    expect(pesosBeforeTax(1, 19)).toBe(1);
    expect(pesosBeforeTax(3, 19)).toBe(3);
    expect(pesosBeforeTax(2, 19)).toBe(2);
  });

  it('always gives base + IVA = total with base the nearest peso to total / (1 + IVA)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_000_000_000_000 }), fc.constantFrom(0, 5, 8, 16, 19), (total, iva) => {
        const { base, iva: ivaValue } = splitTax(total, iva);
        expect(base + ivaValue).toBe(total);
        expect(Number.isSafeInteger(base)).toBe(true);
        expect(Math.abs(base * (100 + iva) - total * 100) * 2).toBeLessThanOrEqual(100 + iva);
      }),
    );
  });
});

describe('splitProportionally', () => {
  it('gives whole shares that add up to the amount, none above its weight', () => {
    expect(splitProportionally(10_000, [100_000, 100_000, 100_000])).toEqual([3_334, 3_333, 3_333]);
    expect(splitProportionally(500, [100, 200])).toEqual([100, 200]);
    expect(splitProportionally(0, [100, 200])).toEqual([0, 0]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: 0, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const shares = splitProportionally(amount, weights);
          const total = weights.reduce((a, b) => a + b, 0);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(Math.min(amount, total));
          shares.forEach((share, index) => {
            expect(Number.isInteger(share)).toBe(true);
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[index]);
          });
        },
      ),
    );
  });
});
