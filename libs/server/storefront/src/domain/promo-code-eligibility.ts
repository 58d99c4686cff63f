import type { PromoCodeSnapshot } from '@lic/server-catalogue-api';
import type { PromoCodeEligibility } from '@lic/server-storefront-api';

/** Promo-code user types (backoffice-catalogue.md §3): 1 everyone, 2 new customers only, 3 registered customers only. */
export const PROMOTION_USER_TYPE = { EVERYONE: 1, NEW_CUSTOMERS: 2, REGISTERED_CUSTOMERS: 3 } as const;

const ACTIVE = 0;
/** A MONTHLY code repeats at most this many times (100 years of monthly windows): a guard, not a rule. */
const MAX_REPETITIONS = 1200;

export interface PromoCodePeriod {
  /** Identifies the period whose uses are counted: the first day of its window (YYYY-MM-DD). */
  key: string;
  start: string;
  end: string;
}

export interface PromoCodeEligibilityInput {
  /** Packages of the cart. */
  packageIds: number[];
  cartHasFreePackage: boolean;
  customerRegistered: boolean;
  /** YYYY-MM-DD, Bogotá. */
  today: string;
  /** Uses already consumed in the period that contains `today` (see promoCodePeriod). */
  usesInPeriod: number;
}

/** YYYY-MM-DD plus whole months; a day past the end of the target month becomes its last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/**
 * The validity window of the code that contains `today`, or null outside every window. A NEVER code
 * has one window, effectiveStartDate–expirationDate. A MONTHLY code repeats that window every
 * `periodicityQuantity` months (1 when missing) while the repeated window starts on or before
 * endPeriodicityDate, the last one cut at that date; each window has its own `useQuantity` uses.
 */
export function promoCodePeriod(code: PromoCodeSnapshot, today: string): PromoCodePeriod | null {
  const first: PromoCodePeriod = { key: code.effectiveStartDate, start: code.effectiveStartDate, end: code.expirationDate };
  const inside = (period: PromoCodePeriod) => period.start <= today && today <= period.end;
  if (code.periodicityType !== 'MONTHLY' || !code.endPeriodicityDate) return inside(first) ? first : null;
  const every = code.periodicityQuantity && code.periodicityQuantity > 0 ? code.periodicityQuantity : 1;
  const last = code.endPeriodicityDate;
  for (let repetition = 0; repetition <= MAX_REPETITIONS; repetition++) {
    const start = addMonths(code.effectiveStartDate, repetition * every);
    if (start > today || start > last) return null;
    const end = addMonths(code.expirationDate, repetition * every);
    const period = { key: start, start, end: repetition === 0 || end <= last ? end : last };
    if (inside(period)) return period;
  }
  return null;
}

/**
 * Whether the promo code applies to the cart (design.md §5): active, inside a window, with uses left
 * in that window, no free package in the cart, for the customer's user type, and applying to the
 * cart's packages or to the whole purchase. The promotion names the cart packages it applies to.
 */
export function promoCodeEligibility(code: PromoCodeSnapshot | null, input: PromoCodeEligibilityInput): PromoCodeEligibility {
  if (!code || code.idstate !== ACTIVE) return { ok: false };
  if (input.packageIds.length === 0 || input.cartHasFreePackage) return { ok: false };
  if (!promoCodePeriod(code, input.today)) return { ok: false };
  if (input.usesInPeriod >= code.useQuantity) return { ok: false };
  if (code.typeUserId === PROMOTION_USER_TYPE.NEW_CUSTOMERS && input.customerRegistered) return { ok: false };
  if (code.typeUserId === PROMOTION_USER_TYPE.REGISTERED_CUSTOMERS && !input.customerRegistered) return { ok: false };
  const cartPackages = [...new Set(input.packageIds)];
  const packageIds = code.applyTotalPurchase ? cartPackages : cartPackages.filter((id) => code.packageIds.includes(id));
  if (packageIds.length === 0) return { ok: false };
  return {
    ok: true,
    promotion: {
      promotionCode: code.promotionCode,
      offerTypeCode: code.offerTypeCode,
      offerValue: code.offerValue,
      applyTotalPurchase: code.applyTotalPurchase,
      packageIds,
    },
  };
}
