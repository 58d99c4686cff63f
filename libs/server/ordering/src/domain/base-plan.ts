const BOGOTA_UTC_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
/** A bemyself licence can be bought again from this many days before the current plan ends. */
export const RENEWAL_WINDOW_DAYS = 30;

/** A base plan a customer holds through a paid or activated order. */
export interface HeldBasePlan {
  /** Catalogue price 0: a free plan. */
  free: boolean;
  /** A annual, M monthly, D daily, I unlimited. */
  validityTypeId: string;
  validityPeriod: number;
  startsOn: Date;
  /** When the plan's end is known (a licence of the licensing context): it wins over the validity; null = never ends. */
  endsOn?: Date | null;
}

/** When a plan starting at `startsOn` ends (calendar years, months or days in Bogotá); null when it never does. */
export function planEnd(startsOn: Date, validityTypeId: string, validityPeriod: number): Date | null {
  const local = new Date(startsOn.getTime() + BOGOTA_UTC_OFFSET_MS);
  const period = Math.max(validityPeriod, 0);
  switch (validityTypeId) {
    case 'A':
      local.setUTCFullYear(local.getUTCFullYear() + period);
      break;
    case 'M':
      local.setUTCMonth(local.getUTCMonth() + period);
      break;
    case 'D':
      local.setUTCDate(local.getUTCDate() + period);
      break;
    default:
      return null;
  }
  return new Date(local.getTime() - BOGOTA_UTC_OFFSET_MS);
}

export interface BaseState {
  /** The customer holds a base plan still valid now. */
  hasBasePackage: boolean;
  /** ...and every valid base plan it holds is free. */
  hasOnlyFreeBasePackage: boolean;
  /** End of the latest valid base plan; null when none, or when one never ends (see `unlimited`). */
  currentPlanEnd: Date | null;
  unlimited: boolean;
}

/** The base-plan state of a customer for the cart rules of storefront.md §5. */
export function baseStateOf(plans: readonly HeldBasePlan[], now: Date): BaseState {
  const valid = plans
    .filter((plan) => plan.startsOn.getTime() <= now.getTime())
    .map((plan) => ({
      plan,
      end: plan.endsOn !== undefined ? plan.endsOn : planEnd(plan.startsOn, plan.validityTypeId, plan.validityPeriod),
    }))
    .filter(({ end }) => end === null || end.getTime() > now.getTime());
  const unlimited = valid.some(({ end }) => end === null);
  const ends = valid.flatMap(({ end }) => (end ? [end.getTime()] : []));
  return {
    hasBasePackage: valid.length > 0,
    hasOnlyFreeBasePackage: valid.length > 0 && valid.every(({ plan }) => plan.free),
    currentPlanEnd: unlimited || ends.length === 0 ? null : new Date(Math.max(...ends)),
    unlimited,
  };
}

/** The first day (Bogotá, yyyy-MM-dd) a plan ending at `end` can be renewed: 30 days before it ends. */
export function minDateToRenew(end: Date): string {
  return new Date(end.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS + BOGOTA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** A second licence is refused while now is before the renewal window of the current plan. */
export function isBeforeRenewalWindow(state: BaseState, now: Date): boolean {
  if (!state.hasBasePackage) return false;
  if (state.unlimited || !state.currentPlanEnd) return true;
  return now.getTime() < state.currentPlanEnd.getTime() - RENEWAL_WINDOW_DAYS * DAY_MS;
}
