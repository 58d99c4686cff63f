/**
 * Whole-peso arithmetic (docs/decisions/0010-money-in-whole-pesos.md): every amount that is charged or
 * totalled is an integer number of pesos, rounded half up once, where it is computed.
 */

/** Half away from zero to whole pesos, without binary noise (1.4999999999999998 is 1,5 and gives 2). */
export function roundPesos(value: number): number {
  const pesos = Math.round(Number(Math.abs(value).toPrecision(15)));
  return value < 0 ? -pesos : pesos;
}

/** numerator / denominator rounded half up, exactly, for non-negative safe integers; roundPesos otherwise. */
function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    return roundPesos(numerator / denominator);
  }
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return remainder * 2 >= denominator ? quotient + 1 : quotient;
}

/** The part before IVA of a whole-peso amount that includes taxPercent of IVA: round(amount / (1 + IVA)). */
export function pesosBeforeTax(amountWithTax: number, taxPercent: number): number {
  return divideHalfUp(amountWithTax * 100, 100 + taxPercent);
}

/** A whole-peso amount with IVA split into its base and its IVA, so that base + iva = amount exactly. */
export function splitTax(amountWithTax: number, taxPercent: number): { base: number; iva: number } {
  const base = pesosBeforeTax(amountWithTax, taxPercent);
  return { base, iva: amountWithTax - base };
}

/**
 * Whole-peso shares of `amount` in proportion to `weights` (largest remainder): they add up to `amount`
 * exactly and none exceeds its weight when amount ≤ Σ weights (weights are whole pesos).
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((acc, weight) => acc + weight, 0);
  if (amount <= 0 || total <= 0) return weights.map(() => 0);
  if (amount >= total) return [...weights];
  const exact = weights.map((weight) => (amount * weight) / total);
  const shares = exact.map((share) => Math.floor(share));
  let left = amount - shares.reduce((acc, share) => acc + share, 0);
  const byRemainder = exact.map((share, index) => ({ index, remainder: share - shares[index] })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    if (shares[index] >= weights[index]) continue;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}
