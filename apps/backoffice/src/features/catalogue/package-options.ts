// Option lists of the package dialog and the configuration tab (backoffice-catalogue.md §3, §4, §9).

export const PACKAGE_TYPE_IDS = [1, 2, 3] as const;
export const DEFAULT_PACKAGE_TYPE_ID = 1;

/** A annual, M monthly, D daily are offered; I (unlimited) appears in the list only. */
export const VALIDITY_TYPE_OPTIONS = [
  { value: 'A', label: 'Anual' },
  { value: 'M', label: 'Mensual' },
  { value: 'D', label: 'Diario' },
] as const;
export const UNLIMITED_VALIDITY = 'I';

const VALIDITY_UNITS: Record<string, [one: string, many: string]> = {
  A: ['año', 'años'],
  M: ['mes', 'meses'],
  D: ['día', 'días'],
};

/** "1 año", "12 meses", "30 días"; "Ilimitado" for I. */
export function validityText(period: number, validityTypeId: string): string {
  if (validityTypeId === UNLIMITED_VALIDITY) return 'Ilimitado';
  const unit = VALIDITY_UNITS[validityTypeId];
  return unit ? `${period} ${period === 1 ? unit[0] : unit[1]}` : String(period);
}

export const RELEVANCE_OPTIONS = [
  { value: 1, label: 'Alta' },
  { value: 2, label: 'Media' },
  { value: 3, label: 'Baja' },
] as const;

export const OFFER_TYPE_OPTIONS = [
  { value: 'VLR', label: 'Valor' },
  { value: 'PTJ', label: 'Porcentaje' },
] as const;
export const DEFAULT_OFFER_TYPE = 'VLR';

// The limits the server checks (backoffice-catalogue.md §2.2), from @lic/shared-rules.
export { PACKAGE_CODE_MAX_LENGTH, PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_NAME_MAX_LENGTH } from '@lic/shared-rules';
export const SUMMARY_PLAIN_MAX_LENGTH = 250;
export const VALIDITY_PERIOD_MIN = 1;
export const VALIDITY_PERIOD_MAX = 999;
export const ORDER_MAX = 9999;
export const CONFIGURATION_SEARCH_MAX_LENGTH = 100;
export const PACKAGE_LIST_PAGE_SIZE = 10;
