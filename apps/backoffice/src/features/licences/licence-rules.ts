import dayjs, { type Dayjs } from 'dayjs';
import {
  LOW_BALANCE_PERCENT,
  UNLIMITED_PACKAGE_CODE,
  type BalanceTotalPlan,
  type FeatureCategoryType,
  type LicencePackageOption,
} from '@lic/shared-api-types';
import { DETAIL_TEXT } from './licences.messages';

// The rules of the licences screen that are not field rules (backoffice-licensing.md §2.2, §4.1, §9).

/** Detail table page options and the companies list page size (§9). */
export const DETAIL_PAGE_SIZES = [5, 10, 15];
export const COMPANIES_PAGE_SIZE = 10;
/** The list reloads this long after a licence was added or updated (§4.1, §9). */
export const RELOAD_AFTER_SAVE_MS = 3000;

/** "Sin disponibilidad" at 100 % used, "Baja disponibilidad" from 85 % to under 100 %, nothing below (§2.2). */
export function balanceAlert(balance: Pick<BalanceTotalPlan, 'percentageUsed' | 'isUnlimited'>): string | null {
  if (balance.isUnlimited) return null;
  if (balance.percentageUsed >= 100) return DETAIL_TEXT.noAvailability;
  if (balance.percentageUsed >= LOW_BALANCE_PERCENT) return DETAIL_TEXT.lowAvailability;
  return null;
}

/** Only transactional features have balance cards and a detail report (§2.2). */
export const isTransactional = (category: FeatureCategoryType): boolean => category === 'T';

const quantity = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 0 });

/** A quantity with dots as thousands separator and, for storage, its unit ("10 GB"); "Ilimitadas" when unlimited (null). */
export function formatQuantity(value: number | null, unlimited = value === null, storageUnit?: string | null): string {
  if (unlimited || value === null) return DETAIL_TEXT.unlimited;
  return storageUnit ? `${quantity.format(value)} ${storageUnit}` : quantity.format(value);
}

/** The package whose licence needs a contract number and dates (§4.1). */
export const needsContract = (packageCode: string | undefined): boolean => packageCode === UNLIMITED_PACKAGE_CODE;

/** Default start of a new licence: now plus one minute (§4.1, §9). */
export function defaultStartDate(now: Dayjs = dayjs()): Dayjs {
  return now.add(1, 'minute');
}

/** The end set when the start changes: the day after the start, at end of day minus one second (§4.1). */
export function endDateFor(start: Dayjs): Dayjs {
  return start.add(1, 'day').endOf('day').millisecond(0);
}

/**
 * The validity of a licence of an annual package other than BIILIMITADO (whose dates staff choose): it starts now
 * and runs its years, ending one second before the anniversary, as the server issues it. Null for other packages.
 */
export function annualPlanValidity(
  pkg: Pick<LicencePackageOption, 'packageCode' | 'validityTypeId' | 'validityPeriod'> | undefined,
  now: Dayjs = dayjs(),
): { start: Dayjs; end: Dayjs; years: number } | null {
  if (!pkg || needsContract(pkg.packageCode) || pkg.validityTypeId !== 'A') return null;
  const years = Math.max(1, Math.trunc(pkg.validityPeriod));
  return { start: now, end: now.add(years, 'year').subtract(1, 'second'), years };
}

/** End dates on or before the start's day are disabled (§4.1). */
export function isEndDateDisabled(candidate: Dayjs, start: Dayjs | null | undefined): boolean {
  return start ? !candidate.isAfter(start, 'day') : false;
}

/** The per-feature consumption report of a feature, opened in a new tab (§2.2, §2.7). */
export function featureReportUrl(
  customer: { documentType: number; documentNumber: string },
  featureCode: string,
  serviceName: string,
): string {
  const query = new URLSearchParams({
    reportType: 'KibanaConsumptionReport',
    documentType: String(customer.documentType),
    documentNumber: customer.documentNumber,
    claimCreate: featureCode,
    claimDelete: serviceName,
  });
  return `/license/reports/reportView?${query.toString()}`;
}
