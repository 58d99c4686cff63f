import { formatCop } from './format-money';

describe('formatCop', () => {
  it.each([
    [1234567, '$ 1.234.567'],
    [0, '$ 0'],
    [950, '$ 950'],
    [1234567.5, '$ 1.234.567,5'],
    [1999.999, '$ 2.000'],
    [12.34, '$ 12,34'],
    [-1500, '-$ 1.500'],
  ])('formats %p as %p', (value, expected) => {
    expect(formatCop(value)).toBe(expected);
  });

  it('uses a plain space after the sign', () => {
    expect(formatCop(1000)).not.toMatch(/[\u00a0\u202f]/);
  });
});
