import {
  isEmpty,
  MESSAGES,
  numericRule,
  OFFER_VALUE_MAX_LENGTH,
  percentageRule,
  PROMO_CODE_MAX_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
  PROMO_PERIODICITY_WINDOW_DAYS,
  PROMO_REPEAT_MONTHS_MAX,
  PROMO_REPEAT_MONTHS_MIN,
  PROMO_USE_QUANTITY_MAX,
  PROMO_USE_QUANTITY_MIN,
} from '@lic/shared-rules';
import { daysBetween, parseCalendarDate } from './calendar';
import { CatalogueMessage } from './catalogue.messages';
import { FieldErrors } from './catalogue.errors';
import { EntityState } from './entity-state';
import { OFFER_TYPES, type OfferTypeCode } from './package-terms';
import { FULL_DISCOUNT_USER_TYPE_IDS, PROMOTIONAL_USER_TYPES } from './promotional-user-type.entity';

import { PERIODICITY_TYPES, type PeriodicityType } from '@lic/server-catalogue-api';

export { PERIODICITY_TYPES, type PeriodicityType } from '@lic/server-catalogue-api';

export const PROMO_LIMITS = {
  codeMax: PROMO_CODE_MAX_LENGTH,
  descriptionMax: PROMO_DESCRIPTION_MAX_LENGTH,
  useQuantityMin: PROMO_USE_QUANTITY_MIN,
  useQuantityMax: PROMO_USE_QUANTITY_MAX,
  /** MONTHLY repetition is offered only when the validity window is at most this many days. */
  periodicityWindowDays: PROMO_PERIODICITY_WINDOW_DAYS,
  periodicityMonthsMin: PROMO_REPEAT_MONTHS_MIN,
  periodicityMonthsMax: PROMO_REPEAT_MONTHS_MAX,
} as const;

/** What a client sends to create or edit a promo code (field names of backoffice-catalogue.md §3). */
export interface PromoCodeInput {
  promotionCode: string;
  descriptionPromotionCode: string;
  useQuantity: number;
  applyTotalPurchase: boolean;
  offerTypeCode: string;
  offerValue: number | string;
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: string;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number;
  packageIds: number[];
  idstate: number;
}

/** The input once every rule of §4 and §5 holds, normalised. */
export interface PromoCodeTerms {
  promotionCode: string;
  descriptionPromotionCode: string;
  useQuantity: number;
  applyTotalPurchase: boolean;
  applyProduct: boolean;
  offerTypeCode: OfferTypeCode;
  offerValue: number;
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: PeriodicityType;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number;
  packageIds: number[];
  idstate: EntityState;
}

/** Spaces are never part of a promo code. */
export function normalizePromoCode(code: string): string {
  return code.replace(/\s+/g, '');
}

const CONTROL_CHARACTERS = /\p{Cc}/u;

/** Checks every promo rule whatever the client sends; throws one 400 listing each broken rule. */
export function validatePromoCodeInput(input: PromoCodeInput): PromoCodeTerms {
  const errors = new FieldErrors();
  const promotionCode = normalizePromoCode(input.promotionCode ?? '');
  if (!promotionCode) errors.add('promotionCode', MESSAGES.required);
  else if (promotionCode.length > PROMO_LIMITS.codeMax) errors.add('promotionCode', MESSAGES.maxLength(PROMO_LIMITS.codeMax));

  const description = (input.descriptionPromotionCode ?? '').trim();
  if (!description) errors.add('descriptionPromotionCode', MESSAGES.required);
  else if (description.length > PROMO_LIMITS.descriptionMax)
    errors.add('descriptionPromotionCode', MESSAGES.maxLength(PROMO_LIMITS.descriptionMax));
  else if (CONTROL_CHARACTERS.test(description)) errors.add('descriptionPromotionCode', CatalogueMessage.descriptionCharacters);

  if (
    !Number.isInteger(input.useQuantity) ||
    input.useQuantity < PROMO_LIMITS.useQuantityMin ||
    input.useQuantity > PROMO_LIMITS.useQuantityMax
  ) {
    errors.add('useQuantity', MESSAGES.integerRange(PROMO_LIMITS.useQuantityMin, PROMO_LIMITS.useQuantityMax));
  }

  const typeUserKnown = PROMOTIONAL_USER_TYPES.some((type) => type.id === input.typeUserId);
  if (!typeUserKnown) errors.add('typeUserId', CatalogueMessage.invalidOption);
  const fullDiscount = FULL_DISCOUNT_USER_TYPE_IDS.includes(input.typeUserId);

  // User types 2 and 3 always take 100 %: the discount controls are locked on the form.
  const offerTypeCode = (fullDiscount ? 'PTJ' : input.offerTypeCode) as OfferTypeCode;
  const offerValueInput = fullDiscount ? 100 : input.offerValue;
  if (!(OFFER_TYPES as readonly string[]).includes(offerTypeCode)) errors.add('offerTypeCode', CatalogueMessage.invalidOption);
  else errors.add('offerValue', offerValueError(offerTypeCode, offerValueInput));

  const packageIds = [...new Set(input.packageIds ?? [])];
  if (!input.applyTotalPurchase && packageIds.length === 0) errors.add('packagesId', MESSAGES.required);

  const start = dateField(errors, 'effectiveStartDate', input.effectiveStartDate);
  const expiration = dateField(errors, 'expirationDate', input.expirationDate);
  if (start && expiration && expiration <= start) errors.add('expirationDate', CatalogueMessage.promoEndNotAfterStart);

  const periodicityType = (isEmpty(input.periodicityType) ? 'NEVER' : input.periodicityType) as PeriodicityType;
  let periodicityQuantity: number | null = null;
  let endPeriodicityDate: string | null = null;
  if (!(PERIODICITY_TYPES as readonly string[]).includes(periodicityType)) {
    errors.add('periodicityType', CatalogueMessage.invalidOption);
  } else if (periodicityType === 'MONTHLY') {
    if (start && expiration && daysBetween(start, expiration) > PROMO_LIMITS.periodicityWindowDays) {
      errors.add('periodicityType', CatalogueMessage.monthlyPeriodicityWindow);
    }
    periodicityQuantity = input.periodicityQuantity;
    if (periodicityQuantity === null || periodicityQuantity === undefined) errors.add('periodicityQuantity', MESSAGES.required);
    else if (
      !Number.isInteger(periodicityQuantity) ||
      periodicityQuantity < PROMO_LIMITS.periodicityMonthsMin ||
      periodicityQuantity > PROMO_LIMITS.periodicityMonthsMax
    ) {
      errors.add('periodicityQuantity', MESSAGES.integerRange(PROMO_LIMITS.periodicityMonthsMin, PROMO_LIMITS.periodicityMonthsMax));
    }
    endPeriodicityDate = dateField(errors, 'endPeriodicityDate', input.endPeriodicityDate);
    if (endPeriodicityDate && expiration && endPeriodicityDate < expiration) {
      errors.add('endPeriodicityDate', CatalogueMessage.repetitionEndBeforeExpiration);
    }
  }

  if (input.idstate !== EntityState.ACTIVE && input.idstate !== EntityState.INACTIVE) errors.add('idstate', CatalogueMessage.invalidOption);
  errors.throwIfAny();

  return {
    promotionCode,
    descriptionPromotionCode: description,
    useQuantity: input.useQuantity,
    applyTotalPurchase: input.applyTotalPurchase,
    applyProduct: !input.applyTotalPurchase,
    offerTypeCode,
    offerValue: Number(offerValueInput),
    effectiveStartDate: start as string,
    expirationDate: expiration as string,
    periodicityType,
    periodicityQuantity,
    endPeriodicityDate,
    typeUserId: input.typeUserId,
    packageIds: input.applyTotalPurchase ? [] : packageIds,
    idstate: input.idstate as EntityState,
  };
}

function offerValueError(offerTypeCode: OfferTypeCode, value: unknown): string | null {
  if (isEmpty(value)) return MESSAGES.required;
  if (String(value).length > OFFER_VALUE_MAX_LENGTH) return MESSAGES.maxLength(OFFER_VALUE_MAX_LENGTH);
  if (offerTypeCode === 'PTJ') return percentageRule(value);
  const numeric = numericRule(value);
  if (numeric) return numeric;
  return Number(value) > Number.MAX_SAFE_INTEGER ? CatalogueMessage.priceTooLarge : null;
}

function dateField(errors: FieldErrors, field: string, value: string | null | undefined): string | null {
  if (isEmpty(value)) {
    errors.add(field, MESSAGES.required);
    return null;
  }
  const date = parseCalendarDate(value);
  if (!date) errors.add(field, CatalogueMessage.invalidDate);
  return date;
}
