/** The value types the package and promo-code snapshots carry. */

export const OFFER_TYPES = ['VLR', 'PTJ'] as const;
export type OfferTypeCode = (typeof OFFER_TYPES)[number];

export const STORAGE_UNITS = ['MB', 'GB'] as const;
export type StorageUnit = (typeof STORAGE_UNITS)[number];

/** Categories of feature types: F Funcionalidad Sistema, T Transaccionalidad. */
export const FEATURE_CATEGORY_TYPES = ['F', 'T'] as const;
export type FeatureCategoryType = (typeof FEATURE_CATEGORY_TYPES)[number];

export const PERIODICITY_TYPES = ['NEVER', 'MONTHLY'] as const;
export type PeriodicityType = (typeof PERIODICITY_TYPES)[number];

const VALIDITY_UNITS: Record<'A' | 'M' | 'D', [one: string, many: string]> = {
  A: ['año', 'años'],
  M: ['mes', 'meses'],
  D: ['día', 'días'],
};

/** "1 año", "12 meses", "30 días", "Ilimitado" (validity types A, M, D and I). */
export function validityPeriodDescription(period: number, type: string): string {
  if (type === 'I') return 'Ilimitado';
  const unit = VALIDITY_UNITS[type as 'A' | 'M' | 'D'];
  if (!unit) return String(period);
  return `${period} ${period === 1 ? unit[0] : unit[1]}`;
}
