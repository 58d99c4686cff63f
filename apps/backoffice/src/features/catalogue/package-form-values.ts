import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { PACKAGE_PRICE_MAX_DIGITS, unitPriceBeforeTax } from '@lic/shared-rules';
import { DISPLAY_TIME_ZONE, type UploadedImage } from '@lic/web-ui';
import { CatalogueState, type PackageRecord, type SavePackageRequest } from '@lic/shared-api-types';
import { DEFAULT_OFFER_TYPE, VALIDITY_PERIOD_MAX } from './package-options';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The package dialog's fields: the save payload's names in lower camel case, so server field errors map 1:1. */
export interface PackageFormValues {
  packageCode: string;
  packageTypeId?: number;
  packageName: string;
  packageDescription: string;
  summaryHtml: string;
  packageServiceIdList: number[];
  packageChannelIdList: number[];
  publicVisibility: boolean;
  customerIdList: string[];
  packagePrice: string;
  taxIva?: number;
  validityPeriod: string;
  validityTypeId?: string;
  relevance?: number;
  order?: number;
  active: boolean;
  applyOffer: boolean;
  offerTypeCode: string;
  totalOffer: string;
  offerStartTime?: Dayjs;
  offerExpirationTime?: Dayjs;
  image: UploadedImage | null;
}

/** Today's Bogotá calendar day, as a local date for the date pickers. */
export function today(): Dayjs {
  return dayjs(dayjs().tz(DISPLAY_TIME_ZONE).format('YYYY-MM-DD'));
}

/** The Bogotá calendar day of an instant sent by the API, as a local date for the date pickers. */
export function bogotaDay(instant: string | null | undefined): Dayjs | undefined {
  if (!instant) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(instant) ? instant : dayjs.utc(instant).tz(DISPLAY_TIME_ZONE).format('YYYY-MM-DD');
  return dayjs(day);
}

/** Digits only, at most 18 of them (backoffice-catalogue.md §5). */
export function priceDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PACKAGE_PRICE_MAX_DIGITS);
}

/** Digits only, capped at 999. */
export function validityDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  return String(Math.min(Number(digits), VALIDITY_PERIOD_MAX));
}

function imageName(url: string): string {
  const path = url.split('?')[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url;
}

export function newPackageValues(taxIva: number | undefined): PackageFormValues {
  return {
    packageCode: '',
    packageName: '',
    packageDescription: '',
    summaryHtml: '',
    packageServiceIdList: [],
    packageChannelIdList: [],
    publicVisibility: false,
    customerIdList: [],
    packagePrice: '',
    taxIva,
    validityPeriod: '',
    active: true,
    applyOffer: false,
    offerTypeCode: DEFAULT_OFFER_TYPE,
    totalOffer: '0',
    offerStartTime: today(),
    offerExpirationTime: today(),
    image: null,
  };
}

export function packageValues(record: PackageRecord): PackageFormValues {
  return {
    packageCode: record.packageCode,
    packageTypeId: record.packageTypeId,
    packageName: record.packageName,
    packageDescription: record.packageDescription,
    summaryHtml: record.summaryHtml ?? '',
    packageServiceIdList: (record.packageService ?? []).map((link) => link.serviceId),
    packageChannelIdList: (record.packageChannel ?? []).map((link) => link.channelId),
    publicVisibility: record.publicVisibility,
    customerIdList: (record.packageCustomer ?? []).map((link) => link.customerId),
    packagePrice: String(Math.trunc(record.packagePrice)),
    taxIva: record.taxIva,
    validityPeriod: String(record.validityPeriod),
    validityTypeId: record.validityTypeId,
    relevance: record.relevance,
    order: record.order,
    active: record.idstate === CatalogueState.ACTIVE,
    applyOffer: record.applyOffer,
    offerTypeCode: record.offerTypeCode ?? DEFAULT_OFFER_TYPE,
    totalOffer: String(record.applyOffer ? record.totalOffer : 0),
    offerStartTime: bogotaDay(record.offerStartTime) ?? today(),
    offerExpirationTime: bogotaDay(record.offerExpirationTime) ?? today(),
    image: record.urlImageOffer ? { fileName: imageName(record.urlImageOffer), url: record.urlImageOffer } : null,
  };
}

const apiDate = (date: Dayjs | undefined) => (date ?? today()).format('YYYY-MM-DD');

/** The save payload (PascalCase, backoffice-catalogue.md §3) of what the dialog holds. */
export function packagePayload(values: PackageFormValues, id: number): SavePackageRequest {
  const price = Number(values.packagePrice || 0);
  const tax = values.taxIva ?? 0;
  const publicVisibility = values.publicVisibility;
  return {
    Id: id,
    PackageCode: values.packageCode.trim(),
    PackageTypeId: values.packageTypeId as number,
    PackageName: values.packageName.trim(),
    PackageDescription: values.packageDescription.trim(),
    PackagePrice: price,
    TaxIva: tax,
    PriceUnit: unitPriceBeforeTax(price, tax),
    ValidityPeriod: Number(values.validityPeriod),
    ValidityTypeId: values.validityTypeId as string,
    Relevance: values.relevance as number,
    Order: values.order as number,
    ApplyOffer: values.applyOffer,
    OfferTypeCode: values.applyOffer ? values.offerTypeCode : null,
    TotalOffer: values.applyOffer ? Number(values.totalOffer || 0) : 0,
    OfferStartTime: apiDate(values.offerStartTime),
    OfferExpirationTime: apiDate(values.offerExpirationTime),
    PublicVisibility: publicVisibility,
    PackageServiceIdList: [...values.packageServiceIdList].sort((a, b) => a - b),
    PackageChannelIdList: [...values.packageChannelIdList].sort((a, b) => a - b),
    CustomerIdList: publicVisibility ? [] : [...values.customerIdList].sort(),
    SummaryHtml: values.summaryHtml,
    Idstate: values.active ? CatalogueState.ACTIVE : CatalogueState.INACTIVE,
    Image:
      values.applyOffer && values.image?.contentBase64
        ? { FileName: values.image.fileName, ContentFileBase64: values.image.contentBase64 }
        : null,
  };
}

/** True when saving would change nothing, so the dialog closes without a call. */
export function samePayload(a: SavePackageRequest, b: SavePackageRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The order of a package among the active ones of its type and relevance: a new active package goes
 * after the `count` there; one already counted keeps `count`; an inactive one takes no place.
 */
export function packageOrder(count: number, active: boolean, alreadyCounted: boolean): number {
  return Math.max(1, count + (active ? 1 : 0) - (alreadyCounted ? 1 : 0));
}
