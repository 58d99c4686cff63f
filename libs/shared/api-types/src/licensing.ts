// Licensing: licences, balances, consumption, my plan, the licences back office and reports
// (storefront.md "My plan" §2, §3, §7; backoffice-licensing.md §2.1–§2.7, §3.1–§3.4, §7, §8; design.md §5).
// docs/api/licensing.md.

import type { FieldError } from './error-envelope';

/** Feature categories: T transactional (consumed, shown as balance cards), F system functionality. */
export type FeatureCategoryType = 'T' | 'F';

/** Package codes whose licence needs a contract number and dates (backoffice-licensing.md §4.1). */
export const UNLIMITED_PACKAGE_CODE = 'BIILIMITADO';

/** A balance at or above this share used is "Baja disponibilidad"; at 100 % "Sin disponibilidad". */
export const LOW_BALANCE_PERCENT = 85;
/** A plan expiring within this many days is "Próximo a vencer". */
export const NEAR_TO_EXPIRE_DAYS = 30;

// ---------------------------------------------------------------------------------------------------
// Customer side: POST /license/api/License/GetDetailLicenseCustomerMyPlan (storefront.md §3 My plan record)
// ---------------------------------------------------------------------------------------------------

export interface MyPlanRequest {
  DocumentType: string;
  DocumentNumber: string;
  /** Empty for the generic app (every service of the customer). */
  ServiceName: string;
}

export interface MyPlanFeature {
  featureCode: string;
  featureAlias: string;
  /** An icon key for the feature (antd icon name chosen by the server from the feature code). */
  logoType: string;
  /** Total of the active plans, formatted ("1.000", "Ilimitadas"). */
  quantityTxLabel: string;
  /** Available, formatted. */
  amountBalanceTxLabel: string;
  /** Used, formatted. */
  quantityAddLabel: string;
  /** Raw figures (null when unlimited) for the client's own formatting. */
  quantityTx: number | null;
  amountBalanceTx: number | null;
  quantityUsed: number;
  isUnlimited: boolean;
  featureCategoryType: FeatureCategoryType;
}

export interface MyPlanPackage {
  packageCode: string;
  /** BAS base plan, CMP complementary (combos count as base). */
  packageType: 'BAS' | 'CMP';
  packageName: string;
  /** ISO 8601. */
  effectiveDate: string;
  expirationDate: string;
  isNearToExpire: boolean;
  /** The plan was suspended: its order's payment was reversed (its balances cannot be consumed). */
  isSuspended: boolean;
  /** ISO 8601; null when not suspended. */
  suspendedOn: string | null;
}

export interface MyPlanRecord {
  serviceName: string;
  serviceNameDescription: string;
  /** The current base plan's package name. */
  packageName: string;
  /** ISO 8601: the end of the current base plan. */
  expirationDate: string;
  /** Only the balances of active plans that are not suspended (what can still be consumed). */
  packagesFeatures: MyPlanFeature[];
  packagesActiveInfo: MyPlanPackage[];
  /** The base plan shown (packageName, expirationDate) is suspended: no base plan in force is left. */
  isSuspended: boolean;
}

/** 422 of GetDetailLicenseCustomerMyPlan: the base plan has expired (or there is none active). */
export const PLAN_EXPIRED_CODE = 'LICENSING.PLAN_EXPIRED';

/** POST /license/api/License/GetDetailLicenseEmployeeMyPlan → result.records. */
export interface EmployeeMonth {
  nameMonth: string;
  year: number;
  month: number;
}

/** POST /license/api/License/SetDetailLicenseEmployeeMyPlan (…, Month, Year) → result.records. */
export interface EmployeeMonthDetail {
  nameMonth: string;
  year: number;
  month: number;
  quantityTx: number;
  quantityBalance: number;
  quantityUse: number;
}

// ---------------------------------------------------------------------------------------------------
// Back office (backoffice-licensing.md §3.2–§3.4, §7)
// ---------------------------------------------------------------------------------------------------

/** GET license/api/Customer/GetCustomersLicensed (headers startRegister, registerNumber, filter). */
export interface LicensedCustomer {
  id: string;
  name: string;
  documentNumber: string;
  documentType: number;
  /** The services the customer holds licences of (the expandable row). */
  services: string[];
}

export interface LicensedCustomersPage {
  records: LicensedCustomer[];
  count: number;
}

export interface CustomerInfo {
  customerId: string;
  customerName: string;
  documentType: number;
  documentNumber: string;
  legalRepresentativeName: string | null;
}

/** The unit of a storage balance's figures. */
export type BalanceStorageUnit = 'MB' | 'GB';

export interface BalanceTotalPlan {
  featureCategoryType: FeatureCategoryType;
  featureCode: string;
  featureName: string;
  /** Null when unlimited. */
  totalPlan: number | null;
  totalUsed: number;
  totalAvailable: number | null;
  /** 0–100, 0 when unlimited. */
  percentageUsed: number;
  isUnlimited: boolean;
  lastUseDate: string | null;
  /**
   * Storage features: the unit of the figures (MB or GB), as the packages granted it; MB when the plans of the
   * feature were sold in different units (GB counted as 1,024 MB). Null for features that are no storage.
   */
  storageUnit: BalanceStorageUnit | null;
}

export interface BalanceFeatureLicense {
  featureCategoryType: FeatureCategoryType;
  featureCode: string;
  featureName: string;
  /** Compradas (null when unlimited). */
  quantity: number | null;
  /** Consumidas. */
  used: number;
  /** Disponibles (null when unlimited). */
  available: number | null;
  isUnlimited: boolean;
  /** Ultimo consumo. */
  lastUseDate: string | null;
  /** Storage features: the unit of quantity, used and available (MB or GB); null otherwise. */
  storageUnit: BalanceStorageUnit | null;
}

export interface LicensePlan {
  purchaseOrderLicenseId: number;
  packageName: string;
  packageCode: string;
  effectiveDate: string;
  expirationDate: string;
  purchaseDate: string;
  isActive: boolean;
  /** Suspended because its order's payment was reversed: consumption skips its balances. */
  isSuspended: boolean;
  /** ISO 8601; null when not suspended. */
  suspendedOn: string | null;
  suspensionReason: string | null;
  balanceFeaturesLicense: BalanceFeatureLicense[];
}

export interface ServiceLicense {
  serviceId: number;
  serviceName: string;
  licenseBaseStartDate: string | null;
  licenseBaseExpirationDate: string | null;
  licenseBaseIsActive: boolean;
  lastConsumptionLicense: string | null;
  /** The active plans' balances summed per feature; suspended plans are left out. */
  balanceTotalPlans: BalanceTotalPlan[];
  licensePlan: LicensePlan[];
}

export interface CustomerLicenseDetail {
  customerInfo: CustomerInfo;
  serviceLicense: ServiceLicense[];
}

export type LicenseDetailFilterType = 'Customer' | 'Service';
export type LicenseDetailSort = 'asc' | 'desc' | 'a-z' | 'z-a';

/** POST license/api/license/getDetailsLicenseCustomer → result.records: CustomerLicenseDetail[]. */
export interface LicenseDetailRequest {
  /** A plan of the customer whose detail opens (the row clicked), or the customer id. */
  purchaseOrderLicenseId?: number;
  customerId?: string;
  filters: { type: LicenseDetailFilterType; value: string }[];
  sortType: LicenseDetailSort;
}

export interface TransactionRange {
  id?: number;
  rangeMinimum: number;
  rangeMaximum: number;
  /** COP. */
  rangePrice: number;
}

/** A package the licence form offers (backoffice-licensing.md §3.4 Package). */
export interface LicencePackageOption {
  packageId: number;
  packageName: string;
  packageCode: string;
  /** A annual, M monthly, D daily, I unlimited: with validityPeriod, how long a licence of it runs. */
  validityTypeId: string;
  validityPeriod: number;
  /** A base or combo package: it starts when the company's current base plan of the service ends, if it has one. */
  isBase: boolean;
}

/**
 * GET license/api/license/GetLicenseServices (privilege LICENSES) → result.records: the active services with
 * their active packages (public and private) for the "Añadir licencia" form's service combo and package chips.
 */
export interface LicenceServiceOption {
  serviceId: number;
  serviceName: string;
  description: string;
  packages: LicencePackageOption[];
}

/** POST license/api/purchaseOrderLicense/AddNewCustomerLicense. */
export interface AddNewCustomerLicenseRequest {
  customerId: string;
  serviceId: number;
  packageId: number;
  transactionRanges: TransactionRange[];
  /** BIILIMITADO only. */
  contractNumber?: string;
  /** ISO 8601; BIILIMITADO only (other packages start now and run their validity). */
  startDate?: string;
  finalDate?: string;
}

/** GET license/api/license/GetLicenseInformation (header purchaseOrderLicenseId) → result.records. */
export interface LicenseInformation {
  purchaseOrderLicenseId: number;
  serviceId: number;
  descriptionService: string;
  packageId: number;
  packageCode: string;
  packageName: string;
  contractNumber: string | null;
  effectiveDate: string;
  expirationDate: string;
  transactionRange: TransactionRange[];
}

/** POST license/api/license/SetLicenseTransactionRange. */
export interface SetLicenseTransactionRangeRequest {
  PurchaseOrderLicenseId: number;
  licenseTransactionRange: TransactionRange[];
}

/** Range messages (backoffice-licensing.md §5.1). */
export const RANGE_MESSAGES = {
  minAboveMax: 'Rango mínimo no puede ser mayor al rango máximo.',
  minInside: 'Rango mínimo ya se encuentra dentro de los valores parametrizados.',
  maxInside: 'Rango máximo ya se encuentra dentro de los valores parametrizados.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Consumption (design.md §5): the apps report usage with an app credential.
// ---------------------------------------------------------------------------------------------------

export interface ConsumptionEventRequest {
  /** The app's own id of the event (1–100 characters): the same id twice counts once. */
  eventId: string;
  appName: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  /** Whole units, 1 to 1,000,000. */
  quantity: number;
  /** ISO 8601. */
  occurredAt: string;
}

export type ConsumptionOutcome =
  | 'ACCEPTED'
  | 'DUPLICATE'
  | 'EVENT_ID_REUSED'
  | 'INSUFFICIENT_BALANCE'
  | 'UNKNOWN_FEATURE'
  | 'UNKNOWN_COMPANY'
  | 'PLAN_SUSPENDED'
  | 'INVALID';

export interface ConsumptionEventResult {
  eventId: string;
  outcome: ConsumptionOutcome;
  /** HTTP status this event would have had alone (200 accepted/duplicate, 409, 404, 400). */
  status: number;
  /** Available balance after the event (null when unlimited). */
  available: number | null;
  code?: string;
  statusMessage?: string;
  /** EVENT_ID_REUSED only: each field that differs from the event kept under this eventId. */
  errors?: FieldError[];
}

/** POST /license/api/consumption/batch: up to 1,000 events, answered per event in order. */
export interface ConsumptionBatchRequest {
  events: ConsumptionEventRequest[];
}

export interface ConsumptionBatchResult {
  accepted: number;
  duplicates: number;
  refused: number;
  results: ConsumptionEventResult[];
}

/**
 * GET /license/api/entitlements?documentType=&documentNumber=&featureCode= (app credential) → result:
 * the sum of the customer's active, unsuspended balances of one feature of the app's service (decision 0033).
 */
export interface Entitlement {
  featureCode: string;
  unlimited: boolean;
  /** Units granted by the limited balances (null when unlimited). */
  total: number | null;
  used: number;
  /** Units held by reservations not yet committed or released. */
  reserved: number;
  /** total − used − reserved; null when unlimited. */
  available: number | null;
  /**
   * ISO 8601: the last instant any of the summed balances can be used, the same as a licence token's
   * `features[].expiresOn` (decision 0053). `available` may drop before it when one of several balances ends.
   */
  expiresOn: string;
}

/** POST /license/api/reservations (app credential): units set aside for work that may still fail. */
export interface ReservationRequest {
  /** The app's id of the reservation (1–90 visible ASCII characters); the same id is one reservation. */
  reservationId: string;
  appName: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  /** Whole units, 1 to 1,000,000. */
  quantity: number;
  /** 1 to 86,400 (24 h): the reservation gives its units back by itself after this. */
  ttlSeconds: number;
}

export type ReservationStatus = 'HELD' | 'COMMITTED' | 'RELEASED' | 'EXPIRED';

/** 201 of POST /license/api/reservations (also for a replay of the same request). */
export interface ReservationResult {
  reservationId: string;
  /** ISO 8601. */
  expiresAt: string;
  status: ReservationStatus;
  /** What the customer's balances still offer (null when unlimited). */
  available: number | null;
}

/** 200 of POST /license/api/reservations/{reservationId}/commit. */
export interface ReservationCommitResult {
  reservationId: string;
  /** The consumption event the reservation became: `reserva:` + reservationId. */
  eventId: string;
  /** ACCEPTED the first time, DUPLICATE on a replay (counted once). */
  outcome: Extract<ConsumptionOutcome, 'ACCEPTED' | 'DUPLICATE'>;
  available: number | null;
}

/** 200 of POST /license/api/reservations/{reservationId}/release. */
export interface ReservationReleaseResult {
  reservationId: string;
  /** RELEASED, or EXPIRED when it had expired before (its units were given back then). */
  status: Extract<ReservationStatus, 'RELEASED' | 'EXPIRED'>;
}

/** POST license/api/license/getLicenseUsage (headers pSkip, pTake) → result.records. */
export interface LicenseUsageRequest {
  DocumentType: number;
  DocumentNumber: string;
  ServiceName: string;
  pFilter?: string;
}

export interface LicenceUsageItem {
  eventId: string;
  appName: string;
  serviceName: string;
  featureCode: string;
  featureName: string;
  quantity: number;
  occurredAt: string;
  recordedAt: string;
}

export interface LicenceUsagePage {
  licenseUsageList: LicenceUsageItem[];
  countRecords: number;
  /** pSkip of the next page; null on the last. */
  nextSkipLicense: number | null;
}

/** App credentials (staff, LICENSES): the secret is shown once, on creation. */
export interface AppCredentialView {
  id: string;
  appName: string;
  clientId: string;
  description: string;
  createdBy: string;
  createdOn: string;
  revokedOn: string | null;
  lastUsedOn: string | null;
}

export interface CreatedAppCredential extends AppCredentialView {
  clientSecret: string;
}

// ---------------------------------------------------------------------------------------------------
// Reports (backoffice-licensing.md §2.6, §2.7): built-in, last 90 days.
// ---------------------------------------------------------------------------------------------------

export type ReportType = 'GeneralConsumptionReport' | 'KibanaConsumptionReport';

export const REPORT_TITLES: Record<ReportType, string> = {
  GeneralConsumptionReport: 'Reporte general de consumo',
  KibanaConsumptionReport: 'Reporte de consumo',
};

export interface ConsumptionReportDay {
  /** YYYY-MM-DD in America/Bogota. */
  day: string;
  featureCode: string;
  featureName: string;
  quantity: number;
}

export interface ConsumptionReport {
  reportType: ReportType;
  title: string;
  documentType: number | null;
  documentNumber: string | null;
  customerName: string | null;
  /** ISO dates of the range (last 90 days). */
  from: string;
  to: string;
  days: ConsumptionReportDay[];
  /** Totals per feature over the range. */
  totals: { featureCode: string; featureName: string; quantity: number }[];
}

/** The back office page of a report; the API redirects /license/reports/reportView here (query kept). */
export const REPORT_VIEW_PATH = '/admin/license/reports/reportView';

/** The cards of "Informes" (backoffice-licensing.md §2.6), in display order. */
export type ReportLinkKey = 'services' | 'customerSupport' | 'promotionCodes' | 'consumption';

export const REPORT_LINK_TITLES: Record<ReportLinkKey, string> = {
  services: 'Gestión Servicios',
  customerSupport: 'Soporte por Cliente',
  promotionCodes: 'Códigos Promocionales',
  consumption: 'Reporte de Consumo',
};

/** GET license/api/reports/links → result.records: the built-in report, or the external URL when configured. */
export interface ReportLink {
  key: ReportLinkKey;
  title: string;
  url: string;
  external: boolean;
}

/** GET license/api/reports/features (optional documentType, documentNumber) → result.records: what the consumption report can be asked for. */
export interface ReportFeatureOption {
  serviceName: string;
  featureCode: string;
  featureName: string;
}

/** The built-in "Códigos Promocionales" report: GET license/api/reports/promotion-codes → result.records (last 90 days). */
export const PROMO_CODE_REPORT_TYPE = 'PromotionCodeReport';
export const PROMO_CODE_REPORT_TITLE = 'Reporte de códigos promocionales';

export interface PromoCodeUse {
  promotionCode: string;
  /** Orders registered with the code. */
  registeredOrders: number;
  /** Of those, paid or activated. */
  paidOrders: number;
  /** COP discounted on the paid ones. */
  discount: number;
}

export interface PromoCodeReport {
  title: string;
  /** YYYY-MM-DD in America/Bogota, both included. */
  from: string;
  to: string;
  codes: PromoCodeUse[];
}
