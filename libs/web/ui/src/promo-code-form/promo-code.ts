import dayjs, { type Dayjs } from 'dayjs';
import { PROMO_PERIODICITY_WINDOW_DAYS, PROMO_REPEAT_MONTHS_MAX, PROMO_REPEAT_MONTHS_MIN } from '@lic/shared-rules';

export type PromoOfferType = 'PTJ' | 'VLR';
export type PromoPeriodicity = 'NEVER' | 'MONTHLY';

/** A promotional code as the back office saves it (backoffice-catalogue.md §3); dates are YYYY-MM-DD. */
export interface PromoCodeValues {
  id: number;
  promotionCode: string;
  descriptionPromotionCode: string;
  useQuantity: number;
  idstate: number;
  applyTotalPurchase: boolean;
  applyProduct: boolean;
  offerTypeCode: PromoOfferType;
  offerValue: number;
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: PromoPeriodicity;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number | null;
  packagesId: number[];
}

export interface PromoUserTypeOption {
  id: number;
  typeUser: string;
}

export interface PromoPackageOption {
  id: number;
  packageName: string;
}

/** backoffice-catalogue.md §5 and §9: the limits the server checks, from @lic/shared-rules. */
export { PROMO_CODE_MAX_LENGTH, PROMO_DESCRIPTION_MAX_LENGTH, PROMO_USE_QUANTITY_MAX } from '@lic/shared-rules';
export const PROMO_VALUE_MAX_LENGTH = 18;
export const PERIODICITY_MAX_WINDOW_DAYS = PROMO_PERIODICITY_WINDOW_DAYS;
export const REPEAT_MONTHS_MIN = PROMO_REPEAT_MONTHS_MIN;
export const REPEAT_MONTHS_MAX = PROMO_REPEAT_MONTHS_MAX;
/** The user types the dialog offers; 2 and 3 always get a 100 % discount. */
export const OFFERED_USER_TYPE_IDS: readonly number[] = [1, 2, 3];
export const FULL_DISCOUNT_USER_TYPE_IDS: readonly number[] = [2, 3];
export const SINGLE_USE_QUANTITY = 1;

export const PROMO_API_DATE_FORMAT = 'YYYY-MM-DD';

export function promoApiDate(date: Dayjs): string {
  return date.format(PROMO_API_DATE_FORMAT);
}

export function promoDateFromApi(text: string | null | undefined): Dayjs | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}/.test(text)) return undefined;
  const date = dayjs(text.slice(0, 10));
  return date.isValid() ? date : undefined;
}

/** Monthly repetition is offered only when the code lasts 0 to 30 days. */
export function periodicityAllowed(start: Dayjs | null | undefined, end: Dayjs | null | undefined): boolean {
  if (!dayjs.isDayjs(start) || !dayjs.isDayjs(end)) return false;
  const days = end.startOf('day').diff(start.startOf('day'), 'day');
  return days >= 0 && days <= PERIODICITY_MAX_WINDOW_DAYS;
}
