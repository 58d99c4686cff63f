// Records of the catalogue API as the back office reads them (backoffice-catalogue.md §3, docs/api/catalogue.md).

export interface AuditFields {
  createdby: string | null;
  createdon: string | null;
  modifiedby: string | null;
  modifiedon: string | null;
}

/** idstate of every catalogue record. */
export const ACTIVE = 0;
export const INACTIVE = 1;
export type IdState = typeof ACTIVE | typeof INACTIVE;

export interface CustomerNames {
  documentNumber?: string | null;
  legalName?: string | null;
  legalFirstName?: string | null;
  legalLastName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface PackageRecord extends AuditFields {
  id: number;
  packageCode: string;
  packageName: string;
  packageDescription: string;
  packageTypeId: number;
  packageType?: { id?: number; packageTypeCode?: string; packageTypeName: string } | null;
  packagePrice: number;
  taxIva: number;
  priceUnit: number;
  validityPeriod: number;
  validityTypeId: string;
  publicVisibility: boolean;
  relevance: number;
  order: number;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number;
  offerStartTime: string | null;
  offerExpirationTime: string | null;
  summaryHtml: string | null;
  idstate: number;
  urlImageOffer: string | null;
  packageService?: Array<{ serviceId: number }> | null;
  packageChannel?: Array<{ channelId: number }> | null;
  packageCustomer?: Array<{ customerId: string; customer?: CustomerNames | null }> | null;
}

export interface PackageTypeRecord {
  id: number;
  packageTypeCode?: string;
  packageTypeName: string;
}

/** The package save payload of SavePackage and UpdatePackage (PascalCase, §3). */
export interface PackagePayload {
  Id: number;
  PackageCode: string;
  PackageTypeId: number;
  PackageName: string;
  PackageDescription: string;
  PackagePrice: number;
  TaxIva: number;
  PriceUnit: number;
  ValidityPeriod: number;
  ValidityTypeId: string;
  Relevance: number;
  Order: number;
  ApplyOffer: boolean;
  OfferTypeCode: string | null;
  TotalOffer: number;
  OfferStartTime: string;
  OfferExpirationTime: string;
  PublicVisibility: boolean;
  PackageServiceIdList: number[];
  PackageChannelIdList: number[];
  CustomerIdList: string[];
  SummaryHtml: string;
  Idstate: number;
  Image: { FileName: string; ContentFileBase64: string } | null;
}

export interface ChannelRecord {
  channelId: number;
  channelType: string;
}

export interface CustomerOption {
  id: string;
  documentNumber?: string | null;
  legalName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

export interface ConfiguredFeatureRecord {
  featureId: number;
  featureName: string;
  featureTypeName: string | null;
  selected: boolean;
  quantity: number;
  storageType: string | null;
  isUnlimited?: boolean;
  isStorage?: boolean;
}

export interface PackageConfigurationRecord {
  packageId: number;
  packageCode?: string;
  packageName: string;
  packagePrice: number;
  packageDiscount: number;
  packageWithDiscount: number;
  publicVisibility: boolean;
  idstate?: number;
  serviceList: Array<{ serviceId: number; serviceName: string; features: ConfiguredFeatureRecord[] }>;
}

export interface PackagePromoCodeRecord {
  promoCodePackageId: number;
  promotionalCode: string;
  discount: number;
  offerTypeCode?: string;
}

export interface PackageFeatureRecord {
  serviceName: string;
  featureDescription: string;
  featureAlias?: string | null;
  quantity: number;
  isUnlimited?: boolean;
  storageUnit?: string | null;
}

export interface PackageCustomerRecord extends CustomerNames {
  customerId: string;
}

export interface ServiceRecord extends AuditFields {
  id: number;
  serviceTypeId: number;
  serviceName: string;
  descriptionService: string | null;
  serviceNameContract?: string | null;
  contractedServices?: boolean;
  requiresSupervision?: boolean;
  isContractFullAccess?: boolean;
  addManualLicense?: boolean;
  idstate: number;
  serviceType?: { id?: number; serviceType1: string } | null;
}

export interface ServiceTypeOption {
  id: number;
  serviceType1: string;
}

export interface FeatureTypeRecord extends AuditFields {
  id: number;
  featureTypeName: string;
  categoryType: string;
  categoryTypeName?: string;
  idstate: number;
}

export interface FeatureCategoryOption {
  categoryType: string;
  name: string;
}

export interface ServiceFeatureRecord extends AuditFields {
  id: number;
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId: number;
  idstate: number;
  featureRelation: number | null;
  featureAlias: string | null;
  urlImageFeature: string | null;
  colorFeature: string | null;
  serviceName: string;
  featureTypeName: string;
  featureRelationName: string | null;
}

export interface ParentFeatureOption {
  id: number;
  serviceFeatureCode: string;
  serviceTypeId: number;
}

export interface PromoCodeRecord extends AuditFields {
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
  periodicityType: string | null;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number | null;
  typeUser?: string;
  packagesId?: number[] | null;
}
