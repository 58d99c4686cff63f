import { OFFER_EXPIRY_ROLLOVER_DAYS, PERCENTAGE_MAX } from './limits';
import { roundPesos } from './money';

export const OFFER_TYPE = { PERCENT: 'PTJ', VALUE: 'VLR' } as const;
export type OfferTypeCode = (typeof OFFER_TYPE)[keyof typeof OFFER_TYPE];

export interface PackageOffer {
  readonly applyOffer: boolean;
  readonly offerTypeCode: string | null;
  /** Percent off for PTJ; the offer price itself for VLR. */
  readonly totalOffer: number;
}

const DAY_MS = 86_400_000;
// Colombia keeps UTC-5 all year, so the quarter boundaries are fixed offsets from UTC.
const BOGOTA_UTC_OFFSET_MS = -5 * 3_600_000;

/** Half away from zero to 2 decimals, without binary noise (1.005 -> 1.01). */
export function roundTo2(value: number): number {
  const cents = Math.round(Number((Math.abs(value) * 100).toPrecision(15)));
  return (Math.sign(value) * cents) / 100;
}

/** Price before tax of a package whose price includes taxPercent of IVA: informational, to the cent (never charged nor totalled). */
export function unitPriceBeforeTax(price: number, taxPercent: number): number {
  return roundTo2((price * 100) / (100 + taxPercent));
}

/**
 * Price after the package's offer, in whole pesos (decision 0010): PTJ takes the percent off (the
 * discount rounded half up), VLR is the offer value (never above the price).
 */
export function discountedPrice(price: number, offer: PackageOffer): number {
  const whole = roundPesos(Math.max(price, 0));
  if (!offer.applyOffer) return whole;
  if (offer.offerTypeCode === OFFER_TYPE.PERCENT) {
    const percent = Math.min(Math.max(offer.totalOffer, 0), PERCENTAGE_MAX);
    return whole - roundPesos((whole * percent) / 100);
  }
  if (offer.offerTypeCode === OFFER_TYPE.VALUE) return Math.min(roundPesos(Math.max(offer.totalOffer, 0)), whole);
  return whole;
}

export function offerDiscount(price: number, offer: PackageOffer): number {
  return roundPesos(Math.max(price, 0)) - discountedPrice(price, offer);
}

/** Last millisecond of the calendar quarter (in Bogotá) that contains the given instant. */
export function endOfQuarter(instant: Date): Date {
  const bogota = new Date(instant.getTime() + BOGOTA_UTC_OFFSET_MS);
  const firstMonthOfNextQuarter = Math.floor(bogota.getUTCMonth() / 3) * 3 + 3;
  const nextQuarterStart = Date.UTC(bogota.getUTCFullYear(), firstMonthOfNextQuarter, 1);
  return new Date(nextQuarterStart - BOGOTA_UTC_OFFSET_MS - 1);
}

/** An offer expiring more than 90 days from now is shown as ending with the current quarter. */
export function displayedOfferExpiry(expiry: Date, now: Date): Date {
  return expiry.getTime() - now.getTime() > OFFER_EXPIRY_ROLLOVER_DAYS * DAY_MS ? endOfQuarter(now) : expiry;
}
