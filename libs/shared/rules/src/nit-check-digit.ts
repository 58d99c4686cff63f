// Weights of the DIAN check digit, applied from the rightmost digit of the NIT to the left.
export const NIT_CHECK_DIGIT_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/**
 * Check digit (dígito de verificación) of a Colombian tax id. Every non-digit character is ignored, so
 * "899.999.068" works. Throws a RangeError when no digit is left or when there are more digits than weights.
 */
export function nitCheckDigit(nit: string): number {
  const digits = nit.replace(/\D/g, '');
  if (digits.length === 0) throw new RangeError('El NIT no tiene dígitos.');
  if (digits.length > NIT_CHECK_DIGIT_WEIGHTS.length) {
    throw new RangeError(`El NIT tiene más de ${NIT_CHECK_DIGIT_WEIGHTS.length} dígitos.`);
  }
  let sum = 0;
  for (let position = 0; position < digits.length; position += 1) {
    sum += Number(digits[digits.length - 1 - position]) * NIT_CHECK_DIGIT_WEIGHTS[position];
  }
  const remainder = sum % 11;
  return remainder <= 1 ? remainder : 11 - remainder;
}
