// The catalogue as the back office reads and writes it: packages, services, features, feature types and promo
// codes (backoffice-catalogue.md §2, §3, §7; docs/api/catalogue.md). The server answers these shapes from
// libs/server/catalogue (its query views and request DTOs).

/** idstate of every catalogue record: 0 active, 1 inactive. */
export const CatalogueState = { ACTIVE: 0, INACTIVE: 1 } as const;
export type CatalogueState = (typeof CatalogueState)[keyof typeof CatalogueState];

/** Audit fields of a catalogue record: user names and ISO instants. */
export interface CatalogueAudit {
  createdby: string;
  createdon: string;
  modifiedby: string | null;
  modifiedon: string | null;
}

/** The names of a company or person linked to a private package (the customers context's view; null when unknown). */
export interface CustomerNames {
  documentNumber: string | null;
  legalName: string | null;
  legalFirstName: string | null;
  legalLastName: string | null;
  firstName: string | null;
  lastName: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Packages
// ---------------------------------------------------------------------------------------------------

/** GET /license/api/Package/GetPackages → result.records: every package, active and inactive. */
export interface PackageRecord extends CatalogueAudit {
  id: number;
  packageCode: string;
  packageName: string;
  packageDescription: string;
  packageTypeId: number;
  packageType: { id: number; packageTypeCode: string; packageTypeName: string };
  packagePrice: number;
  taxIva: number;
  priceUnit: number;
  validityPeriod: number;
  validityTypeId: string;
  validityPeriodDescription: string;
  publicVisibility: boolean;
  relevance: number;
  relevanceName: string;
  order: number;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number;
  offerStartTime: string | null;
  offerExpirationTime: string | null;
  summaryHtml: string | null;
  idstate: number;
  urlImageOffer: string | null;
  packageService: { serviceId: number; serviceName: string }[];
  packageChannel: { channelId: number; channelType: string }[];
  packageCustomer: { customerId: string; customer: CustomerNames }[];
}

/** GET /license/api/Package/GetPackagesType → result.records: 1 BAS, 2 CMB, 3 CMP. */
export interface PackageTypeRecord {
  id: number;
  packageTypeCode: string;
  packageTypeName: string;
}

/** An offer image sent with a package save. */
export interface PackageImage {
  FileName: string;
  ContentFileBase64: string;
}

/** POST /license/api/Package/SavePackage (Id 0) and PUT /license/api/Package/UpdatePackage (PascalCase, §3). */
export interface SavePackageRequest {
  Id: number;
  PackageCode: string;
  PackageTypeId: number;
  PackageName: string;
  PackageDescription: string;
  PackagePrice: number;
  TaxIva: number;
  PriceUnit?: number;
  ValidityPeriod: number;
  ValidityTypeId: string;
  Relevance: number;
  Order: number;
  ApplyOffer: boolean;
  OfferTypeCode?: string | null;
  TotalOffer?: number | null;
  OfferStartTime?: string | null;
  OfferExpirationTime?: string | null;
  PublicVisibility: boolean;
  PackageServiceIdList: number[];
  PackageChannelIdList: number[];
  CustomerIdList?: string[] | null;
  SummaryHtml?: string | null;
  Idstate: number;
  Image?: PackageImage | null;
}

/** GET /license/api/Package/GetAllChannel and GetChannelsLinkedPackage/{id} → result.records. */
export interface ChannelRecord {
  channelId: number;
  channelType: string;
}

/** GET /license/api/package/GetCustomerLinkedPackage/{id} → result.records: who may see a private package. */
export interface PackageCustomerRecord extends CustomerNames {
  customerId: string;
}

/** GET /license/api/package/GetPromoCodeLinkedPackage/{id} → result.records: active promo codes of the package. */
export interface PackagePromoCodeRecord {
  promoCodePackageId: number;
  promotionalCode: string;
  /** Percent (PTJ) or value (VLR) of the discount. */
  discount: number;
  offerTypeCode: string;
}

/** GET /license/api/package/GetFeaturesPackage/{id} → result.records: the features configured in the package. */
export interface PackageFeatureRecord {
  serviceId: number;
  serviceName: string;
  serviceFeatureId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureAlias: string | null;
  featureTypeName: string;
  quantity: number;
  isUnlimited: boolean;
  storageUnit: string | null;
}

/** A feature a package's services may grant, as the configuration tab edits it. */
export interface ConfigurableFeature {
  featureId: number;
  featureName: string;
  featureCode: string;
  featureAlias: string | null;
  featureTypeName: string;
  isPrincipal: boolean;
  selected: boolean;
  /** The configured quantity; 1 (the stepper's minimum) when not selected. */
  quantity: number;
  isUnlimited: boolean;
  isStorage: boolean;
  /** MB or GB for storage features; null for the others. */
  storageType: string | null;
}

/**
 * POST /license/api/package/GetPackagesConfiguration → result.records; the same records, changed, are the body of
 * POST /license/api/package/SetFeaturesDependingPackage.
 */
export interface PackageConfigurationRecord {
  packageId: number;
  packageCode: string;
  packageName: string;
  packagePrice: number;
  /** Percent off when the package has an offer, else 0. */
  packageDiscount: number;
  packageWithDiscount: number;
  publicVisibility: boolean;
  idstate: number;
  serviceList: { serviceId: number; serviceName: string; features: ConfigurableFeature[] }[];
}

/** GET /license/api/Customer/GetCustomersPaged (headers startRegister, registerNumber, filter) → result.records. */
export interface CustomerOption {
  id: string;
  documentNumber: string;
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Services, feature types and service features (Configuración)
// ---------------------------------------------------------------------------------------------------

/** GET /license/api/service/GetAllServices → result.records: every product or service, active and inactive. */
export interface ServiceRecord extends CatalogueAudit {
  id: number;
  serviceTypeId: number;
  serviceName: string;
  descriptionService: string | null;
  serviceNameContract: string | null;
  contractedServices: boolean;
  requiresSupervision: boolean;
  isContractFullAccess: boolean;
  idstate: number;
  addManualLicense: boolean;
  serviceType: { id: number; serviceType1: string };
}

/** POST /license/api/service/RegisterService (Id 0 creates). */
export interface RegisterServiceRequest {
  Id: number;
  serviceTypeId: number;
  serviceName: string;
  description?: string | null;
  Status?: boolean;
  serviceNameContract?: string | null;
  contractedServices?: boolean;
  requiresSupervision?: boolean;
  isContractFullAccess?: boolean;
  addManualLicense?: boolean;
}

/** GET /license/api/parameter/GetAllServiceTypes → result.records. */
export interface ServiceTypeOption {
  id: number;
  serviceType1: string;
  serviceTypeCode: string;
}

/** GET /license/api/featureType/GetAllFeatureType → result.featureTypeList: every feature type, active and inactive. */
export interface FeatureTypeRecord extends CatalogueAudit {
  id: number;
  featureTypeName: string;
  categoryType: string;
  categoryTypeName: string;
  idstate: number;
}

/** POST /license/api/featureType/RegisterFeatureType (Id 0 creates). */
export interface RegisterFeatureTypeRequest {
  Id: number;
  featureTypeName: string;
  categoryType: 'F' | 'T';
  status?: boolean;
}

/** GET /license/api/parameter/GetAllFeatureTypes → result.records: F Funcionalidad Sistema, T Transaccionalidad. */
export interface FeatureCategoryOption {
  id: string;
  categoryType: string;
  name: string;
}

/** GET /license/api/servicefeature/GetAllServiceFeatures (headers lastRow, numRows) → result.serviceFeatureList.records. */
export interface ServiceFeatureRecord extends CatalogueAudit {
  id: number;
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId: number;
  idstate: number;
  /** Parent feature id; null for a principal feature. */
  featureRelation: number | null;
  isPrincipal: boolean;
  featureAlias: string | null;
  urlImageFeature: string | null;
  colorFeature: string | null;
  /** Name of the service type. */
  serviceName: string;
  featureTypeName: string;
  featureRelationName: string | null;
}

/** A batch of service features and how many rows the server has. */
export interface ServiceFeatureBatch {
  records: ServiceFeatureRecord[];
  rows: number;
}

/** GET /license/api/ServiceFeature/GetOnlyParentServices (headers lastRow, numRows) → result.serviceFeatureDetailsList. */
export interface ParentFeatureOption {
  id: number;
  serviceFeatureCode: string;
  serviceTypeId: number;
  featureDescription: string;
}

/** POST /license/api/servicefeature/RegisterServiceFeature (id 0 creates). */
export interface RegisterServiceFeatureRequest {
  id: number;
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId: number;
  isPrincipal: boolean;
  featureRelation?: number | null;
  featureAlias?: string | null;
  urlImageFeature?: string | null;
  colorFeature?: string | null;
}

// ---------------------------------------------------------------------------------------------------
// Promo codes
// ---------------------------------------------------------------------------------------------------

/** GET /license/api/PromotionalCode/GetPromotionalCodes → result.records: every promo code, newest first. */
export interface PromoCodeRecord extends CatalogueAudit {
  id: number;
  promotionCode: string;
  descriptionPromotionCode: string;
  useQuantity: number;
  idstate: number;
  applyTotalPurchase: boolean;
  applyProduct: boolean;
  offerTypeCode: string;
  offerValue: number;
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: string;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number;
  typeUser: string;
  packagesId: number[];
  promotionalCodePackage: { packageId: number }[];
}
