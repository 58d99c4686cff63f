import { nitCheckDigit } from './nit-check-digit';

describe('nitCheckDigit', () => {
  it.each([
    ['899999068', 1], // Ecopetrol S.A.
    ['860034313', 7], // Banco Davivienda S.A.
    ['890903938', 8], // Bancolombia S.A.
    ['800197268', 4], // DIAN
    ['860002964', 4], // Banco de Bogotá S.A.
    ['890900608', 9], // Almacenes Éxito S.A.
  ])('gives the published check digit of %s', (nit, digit) => {
    expect(nitCheckDigit(nit)).toBe(digit);
  });

  it('keeps a remainder of 0 or 1 as the digit', () => {
    // 5 × 3 + 1 × 7 = 22, 22 mod 11 = 0
    expect(nitCheckDigit('15')).toBe(0);
    // 1 × 3 + 1 × 7 + 1 × 13 = 23, 23 mod 11 = 1
    expect(nitCheckDigit('111')).toBe(1);
  });

  it('gives 11 minus the remainder otherwise', () => {
    // 9 × 3 = 27, 27 mod 11 = 5, 11 - 5 = 6
    expect(nitCheckDigit('9')).toBe(6);
  });

  it('ignores separators and spaces', () => {
    expect(nitCheckDigit('899.999.068')).toBe(1);
    expect(nitCheckDigit(' 860 034 313 ')).toBe(7);
  });

  it('accepts up to 15 digits', () => {
    expect(nitCheckDigit('000000899999068')).toBe(1);
  });

  it('throws a RangeError when there is no digit or more than 15', () => {
    expect(() => nitCheckDigit('')).toThrow(RangeError);
    expect(() => nitCheckDigit('abc-.')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
  });
});
