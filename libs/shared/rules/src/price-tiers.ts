/** A price tier: `quantity` is the tier's upper bound of units (employees, documents or licences). */
export interface QuantityTier {
  readonly quantity: number;
}

/**
 * The tier that prices `quantity` units: the smallest tier whose upper bound is at least the
 * quantity; null when the quantity is above every tier (or the list is empty).
 */
export function tierFor<T extends QuantityTier>(tiers: readonly T[], quantity: number): T | null {
  let chosen: T | null = null;
  for (const tier of tiers) {
    if (tier.quantity >= quantity && (chosen === null || tier.quantity < chosen.quantity)) chosen = tier;
  }
  return chosen;
}
