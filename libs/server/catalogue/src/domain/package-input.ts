import { isEmpty, MESSAGES, offerValueRule, OFFER_VALUE_MAX_LENGTH, percentageRule } from '@lic/shared-rules';
import { bogotaDate, parseOfferInstant } from './calendar';
import { CatalogueMessage } from './catalogue.messages';
import { FieldErrors, OfferImageTooLargeError } from './catalogue.errors';
import { EntityState } from './entity-state';
import { checkImageUpload, type CheckedFile, type ImageUpload } from './offer-image';
import type { PackageOffer } from './package.entity';
import {
  OFFER_TYPES,
  PACKAGE_LIMITS,
  RELEVANCE_IDS,
  SELECTABLE_VALIDITY_TYPES,
  type OfferTypeCode,
  type ValidityTypeId,
} from './package-terms';
import { PACKAGE_TYPE_IDS } from './package-type.entity';
import { sanitizeSummaryHtml, summaryPlainText } from './summary-html';

/** The package save payload (backoffice-catalogue.md §3), with the client's field names in errors. */
export interface PackageInput {
  packageCode: string;
  packageTypeId: number;
  packageName: string;
  packageDescription: string;
  packagePrice: number;
  taxIva: number;
  validityPeriod: number;
  validityTypeId: string;
  relevance: number;
  order: number;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number | string | null;
  offerStartTime: string | null;
  offerExpirationTime: string | null;
  publicVisibility: boolean;
  serviceIds: number[];
  channelIds: number[];
  customerIds: string[];
  summaryHtml: string | null;
  idstate: number;
  image: ImageUpload | null;
}

export interface ValidPackageInput {
  packageCode: string;
  packageTypeId: number;
  packageName: string;
  packageDescription: string;
  packagePrice: number;
  taxIva: number;
  validityPeriod: number;
  validityTypeId: ValidityTypeId;
  relevance: number;
  order: number;
  offer: PackageOffer;
  publicVisibility: boolean;
  serviceIds: number[];
  channelIds: number[];
  /** Empty for a public package: choosing public clears the companies. */
  customerIds: string[];
  summaryHtml: string | null;
  idstate: EntityState;
  /** The new offer image; null keeps the stored one (or none when there is no offer). */
  image: CheckedFile | null;
}

export interface PackageInputContext {
  now: Date;
  /** The package being edited already has an offer image. */
  hasStoredImage: boolean;
  /** Validity type of the package being edited: an "I" package may keep it. */
  currentValidityTypeId?: string;
}

/** Letters, digits, spaces and common punctuation; no markup. */
const DESCRIPTION_CHARACTERS = /^[\p{L}\p{N}\s.,;:()¿?¡!%$#&/+\-_'"*@°ºª]+$/u;

/** Checks every rule of §5 on the package form whatever the client sends; throws one 400 listing them. */
export function validatePackageInput(input: PackageInput, context: PackageInputContext): ValidPackageInput {
  const errors = new FieldErrors();
  const packageCode = (input.packageCode ?? '').trim();
  if (!packageCode) errors.add('PackageCode', MESSAGES.required);
  else if (packageCode.length > PACKAGE_LIMITS.codeMax) errors.add('PackageCode', MESSAGES.maxLength(PACKAGE_LIMITS.codeMax));

  if (!PACKAGE_TYPE_IDS.includes(input.packageTypeId)) errors.add('PackageTypeId', CatalogueMessage.invalidOption);

  const packageName = (input.packageName ?? '').trim();
  if (!packageName) errors.add('PackageName', MESSAGES.required);
  else if (packageName.length > PACKAGE_LIMITS.nameMax) errors.add('PackageName', MESSAGES.maxLength(PACKAGE_LIMITS.nameMax));

  const packageDescription = (input.packageDescription ?? '').trim();
  if (!packageDescription) errors.add('PackageDescription', MESSAGES.required);
  else if (packageDescription.length > PACKAGE_LIMITS.descriptionMax)
    errors.add('PackageDescription', MESSAGES.maxLength(PACKAGE_LIMITS.descriptionMax));
  else if (!DESCRIPTION_CHARACTERS.test(packageDescription)) errors.add('PackageDescription', CatalogueMessage.descriptionCharacters);

  const price = input.packagePrice;
  if (!Number.isInteger(price) || price < 0) errors.add('PackagePrice', MESSAGES.numeric);
  else if (price > PACKAGE_LIMITS.priceMax) errors.add('PackagePrice', CatalogueMessage.priceTooLarge);

  errors.add('TaxIva', Number.isInteger(input.taxIva) ? percentageRule(input.taxIva) : MESSAGES.percentage);

  const period = input.validityPeriod;
  if (!Number.isInteger(period) || period < PACKAGE_LIMITS.validityMin || period > PACKAGE_LIMITS.validityMax) {
    errors.add('ValidityPeriod', CatalogueMessage.validityPeriodRange);
  }
  const keepsUnlimited = input.validityTypeId === 'I' && context.currentValidityTypeId === 'I';
  if (!SELECTABLE_VALIDITY_TYPES.includes(input.validityTypeId as ValidityTypeId) && !keepsUnlimited) {
    errors.add('ValidityTypeId', CatalogueMessage.invalidOption);
  }
  if (!RELEVANCE_IDS.includes(input.relevance)) errors.add('Relevance', CatalogueMessage.invalidOption);
  if (!Number.isInteger(input.order) || input.order < 1 || input.order > PACKAGE_LIMITS.orderMax) {
    errors.add('Order', MESSAGES.integerRange(1, PACKAGE_LIMITS.orderMax));
  }

  const serviceIds = [...new Set(input.serviceIds ?? [])];
  const channelIds = [...new Set(input.channelIds ?? [])];
  const customerIds = input.publicVisibility ? [] : [...new Set((input.customerIds ?? []).map((id) => id.toLowerCase()))];
  if (serviceIds.length === 0) errors.add('PackageServiceIdList', MESSAGES.required);
  if (channelIds.length === 0) errors.add('PackageChannelIdList', MESSAGES.required);
  if (!input.publicVisibility && customerIds.length === 0) errors.add('CustomerIdList', MESSAGES.required);

  const offer = input.applyOffer ? offerOf(input, context, errors) : noOffer(input, context, errors);

  let summaryHtml: string | null = null;
  if (!isEmpty(input.summaryHtml)) {
    const sanitized = sanitizeSummaryHtml(input.summaryHtml as string);
    const plain = summaryPlainText(sanitized);
    if (plain.length > PACKAGE_LIMITS.summaryPlainMax) errors.add('SummaryHtml', MESSAGES.maxLength(PACKAGE_LIMITS.summaryPlainMax));
    summaryHtml = plain.length > 0 ? sanitized : null;
  }

  let image: CheckedFile | null = null;
  if (input.applyOffer) {
    if (input.image) {
      const checked = checkImageUpload(input.image);
      if ('error' in checked && checked.tooLarge) throw new OfferImageTooLargeError(checked.error);
      if ('error' in checked) errors.add('Image', checked.error);
      else image = checked.file;
    } else if (!context.hasStoredImage) {
      errors.add('Image', MESSAGES.required);
    }
  }

  if (input.idstate !== EntityState.ACTIVE && input.idstate !== EntityState.INACTIVE) errors.add('Idstate', CatalogueMessage.invalidOption);
  errors.throwIfAny();

  return {
    packageCode,
    packageTypeId: input.packageTypeId,
    packageName,
    packageDescription,
    packagePrice: price,
    taxIva: input.taxIva,
    validityPeriod: period,
    validityTypeId: input.validityTypeId as ValidityTypeId,
    relevance: input.relevance,
    order: input.order,
    offer: offer as PackageOffer,
    publicVisibility: input.publicVisibility,
    serviceIds,
    channelIds,
    customerIds,
    summaryHtml,
    idstate: input.idstate as EntityState,
    image,
  };
}

function offerOf(input: PackageInput, context: PackageInputContext, errors: FieldErrors): PackageOffer | null {
  const offerTypeCode = input.offerTypeCode as OfferTypeCode;
  if (isEmpty(offerTypeCode)) errors.add('OfferTypeCode', MESSAGES.required);
  else if (!OFFER_TYPES.includes(offerTypeCode)) errors.add('OfferTypeCode', CatalogueMessage.invalidOption);

  const totalOffer = input.totalOffer;
  if (isEmpty(totalOffer)) errors.add('TotalOffer', MESSAGES.required);
  else if (String(totalOffer).length > OFFER_VALUE_MAX_LENGTH) errors.add('TotalOffer', MESSAGES.maxLength(OFFER_VALUE_MAX_LENGTH));
  else errors.add('TotalOffer', offerValueRule(totalOffer, { offerTypeCode, packagePrice: input.packagePrice }));

  const start = offerDate(errors, 'OfferStartTime', input.offerStartTime, 'start');
  const end = offerDate(errors, 'OfferExpirationTime', input.offerExpirationTime, 'end');
  if (end) {
    const endDay = bogotaDate(end);
    if (endDay < bogotaDate(context.now)) errors.add('OfferExpirationTime', CatalogueMessage.offerEndBeforeToday);
    else if (start && endDay < bogotaDate(start)) errors.add('OfferExpirationTime', CatalogueMessage.offerEndBeforeStart);
  }
  return { applyOffer: true, offerTypeCode, totalOffer: Number(totalOffer), offerStartTime: start, offerExpirationTime: end };
}

/** Without an offer the dates still carry the launch date (today unless given). */
function noOffer(input: PackageInput, context: PackageInputContext, errors: FieldErrors): PackageOffer {
  const start = isEmpty(input.offerStartTime) ? context.now : offerDate(errors, 'OfferStartTime', input.offerStartTime, 'start');
  const end = isEmpty(input.offerExpirationTime) ? start : offerDate(errors, 'OfferExpirationTime', input.offerExpirationTime, 'end');
  return { applyOffer: false, offerTypeCode: null, totalOffer: 0, offerStartTime: start, offerExpirationTime: end };
}

function offerDate(errors: FieldErrors, field: string, value: string | null, boundary: 'start' | 'end'): Date | null {
  if (isEmpty(value)) {
    errors.add(field, MESSAGES.required);
    return null;
  }
  const instant = parseOfferInstant(value, boundary);
  if (!instant) errors.add(field, CatalogueMessage.invalidDate);
  return instant;
}
