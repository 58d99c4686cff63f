import type { StorageUnit } from '@lic/server-catalogue-api';
import { PACKAGE_CODE_MAX_LENGTH, PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_NAME_MAX_LENGTH, UNLIMITED_QUANTITY } from '@lic/shared-rules';

export { OFFER_TYPES, STORAGE_UNITS, validityPeriodDescription, type OfferTypeCode, type StorageUnit } from '@lic/server-catalogue-api';

/** Validity types: A annual, M monthly, D daily, I unlimited; I appears in lists only, never in the form. */
export const VALIDITY_TYPES = ['A', 'M', 'D', 'I'] as const;
export type ValidityTypeId = (typeof VALIDITY_TYPES)[number];
export const SELECTABLE_VALIDITY_TYPES: readonly ValidityTypeId[] = ['A', 'M', 'D'];

/** Relevance of a package in its type: 1 Alta, 2 Media, 3 Baja; lists order by type, relevance, order. */
export const RELEVANCES = [
  { id: 1, name: 'Alta' },
  { id: 2, name: 'Media' },
  { id: 3, name: 'Baja' },
] as const;
export const RELEVANCE_IDS = RELEVANCES.map((r) => r.id) as readonly number[];

export const PACKAGE_LIMITS = {
  codeMax: PACKAGE_CODE_MAX_LENGTH,
  nameMax: PACKAGE_NAME_MAX_LENGTH,
  descriptionMax: PACKAGE_DESCRIPTION_MAX_LENGTH,
  summaryPlainMax: 250,
  validityMin: 1,
  validityMax: 999,
  taxMax: 100,
  orderMax: 9999,
  /** numeric(18,2) keeps 16 whole digits; JSON numbers stay exact up to 2^53. */
  priceMax: Number.MAX_SAFE_INTEGER,
} as const;

/** Feature quantities of a package: 1 to 9,999,999; 1,000,000 means unlimited. */
export const FEATURE_QUANTITY_MIN = 1;
export const FEATURE_QUANTITY_MAX = 9_999_999;
export { UNLIMITED_QUANTITY };

export const DEFAULT_STORAGE_UNIT: StorageUnit = 'MB';
