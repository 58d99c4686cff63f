import { bogotaToday } from '@lic/shared-rules';
import type { DashboardCustomer } from './dashboard-customer';

/** The storefront's own movements page (opened in a new tab). */
export const MOVEMENTS_PATH = '/dashboard/movimientos';

export interface MovementsTarget {
  customer: DashboardCustomer;
  serviceName: string;
  serviceFeatureCode: string;
  supervised: boolean;
}

export interface MovementsRange {
  /** YYYY-MM-DD, Bogotá. */
  from: string;
  to: string;
}

/** The first of the current month to today, in Bogotá (the default range of the movements report, §7). */
export function monthToDate(now: Date = new Date()): MovementsRange {
  const today = bogotaToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * The placeholders an external movements URL template (app parameter urlMovementsReport) may hold;
 * each is replaced by its URI-encoded value. Dates are YYYY-MM-DD; supervised is true or false.
 */
export const MOVEMENTS_URL_PLACEHOLDERS = [
  '{startDate}',
  '{endDate}',
  '{documentType}',
  '{documentNumber}',
  '{productName}',
  '{serviceFeatureCode}',
  '{supervised}',
] as const;

/**
 * Where "Movimientos" goes: the external report when the brand takes its URLs from the server
 * (urlsFromBack) and has a template, else the storefront's own movements page.
 */
export function movementsUrl(target: MovementsTarget, template: string | null, now: Date = new Date()): string {
  const range = monthToDate(now);
  if (template !== null && template.trim() !== '') {
    const values: Record<(typeof MOVEMENTS_URL_PLACEHOLDERS)[number], string> = {
      '{startDate}': range.from,
      '{endDate}': range.to,
      '{documentType}': String(target.customer.documentType),
      '{documentNumber}': target.customer.documentNumber,
      '{productName}': target.serviceName,
      '{serviceFeatureCode}': target.serviceFeatureCode,
      '{supervised}': String(target.supervised),
    };
    return MOVEMENTS_URL_PLACEHOLDERS.reduce((url, key) => url.split(key).join(encodeURIComponent(values[key])), template.trim());
  }
  const query = new URLSearchParams({
    serviceName: target.serviceName,
    serviceFeatureCode: target.serviceFeatureCode,
    supervised: String(target.supervised),
    from: range.from,
    to: range.to,
  });
  return `${MOVEMENTS_PATH}?${query.toString()}`;
}
