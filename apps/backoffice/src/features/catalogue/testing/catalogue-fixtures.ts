import type {
  FeatureTypeRecord,
  PackageConfigurationRecord,
  PackageRecord,
  PromoCodeRecord,
  ServiceFeatureRecord,
  ServiceRecord,
} from '@lic/shared-api-types';

// Catalogue records as the API sends them, for the page tests.

const audit = { createdby: 'ana.rios', createdon: '2025-01-10T15:04:05Z', modifiedby: 'luis.pena', modifiedon: '2025-02-01T20:00:00Z' };

export const packageTypes = [
  { id: 1, packageTypeCode: 'BAS', packageTypeName: 'Base' },
  { id: 2, packageTypeCode: 'CMB', packageTypeName: 'Combo' },
  { id: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
];

export const basePackage: PackageRecord = {
  id: 11,
  packageCode: 'FAC-PYME',
  packageName: 'Plan Pyme',
  packageDescription: 'Facturación para pequeñas empresas',
  packageTypeId: 1,
  packageType: { id: 1, packageTypeCode: 'BAS', packageTypeName: 'Base' },
  packagePrice: 1_190_000,
  taxIva: 19,
  priceUnit: 1_000_000,
  validityPeriod: 1,
  validityTypeId: 'A',
  validityPeriodDescription: '1 año',
  publicVisibility: true,
  relevance: 1,
  relevanceName: 'Alta',
  order: 1,
  applyOffer: false,
  offerTypeCode: null,
  totalOffer: 0,
  offerStartTime: '2025-03-01T05:00:00Z',
  offerExpirationTime: '2025-03-01T05:00:00Z',
  summaryHtml: '<p>500 documentos</p>',
  idstate: 0,
  urlImageOffer: null,
  packageService: [{ serviceId: 1, serviceName: 'COLFACTURA' }],
  packageChannel: [{ channelId: 1, channelType: 'Web' }],
  packageCustomer: [],
  ...audit,
};

export const privateCombo: PackageRecord = {
  ...basePackage,
  id: 12,
  packageCode: 'COMBO-NOM',
  packageName: 'Combo Nómina',
  packageDescription: 'Facturación y nómina',
  packageTypeId: 2,
  packageType: { id: 2, packageTypeCode: 'CMB', packageTypeName: 'Combo' },
  packagePrice: 2_400_000,
  validityPeriod: 6,
  validityTypeId: 'M',
  validityPeriodDescription: '6 meses',
  publicVisibility: false,
  offerStartTime: '2025-06-15T05:00:00Z',
  packageCustomer: [
    {
      customerId: '7d1c2a9e-4b7f-4e0a-9a55-3f1b2c3d4e5f',
      customer: {
        documentNumber: '900123456',
        legalName: 'Comercial Andina SAS',
        legalFirstName: null,
        legalLastName: null,
        firstName: null,
        lastName: null,
      },
    },
  ],
};

export const services: ServiceRecord[] = [
  {
    id: 1,
    serviceTypeId: 1,
    serviceName: 'COLFACTURA',
    descriptionService: 'Facturación electrónica',
    idstate: 0,
    serviceType: { id: 1, serviceType1: 'Facturación' },
    serviceNameContract: null,
    contractedServices: false,
    requiresSupervision: false,
    isContractFullAccess: false,
    addManualLicense: false,
    ...audit,
  },
  {
    id: 2,
    serviceTypeId: 2,
    serviceName: 'COLNOMINA',
    descriptionService: 'Nómina electrónica',
    idstate: 1,
    serviceType: { id: 2, serviceType1: 'Nómina' },
    serviceNameContract: null,
    contractedServices: false,
    requiresSupervision: false,
    isContractFullAccess: false,
    addManualLicense: false,
    ...audit,
  },
];

export const serviceTypes = [
  { id: 1, serviceType1: 'Facturación' },
  { id: 2, serviceType1: 'Nómina' },
];

export const channels = [
  { channelId: 1, channelType: 'Web' },
  { channelId: 2, channelType: 'Punto de venta' },
];

export const configuration: PackageConfigurationRecord[] = [
  {
    packageId: 11,
    packageCode: 'FAC-PYME',
    packageName: 'Plan Pyme',
    packagePrice: 1_190_000,
    packageDiscount: 0,
    packageWithDiscount: 1_190_000,
    publicVisibility: true,
    idstate: 0,
    serviceList: [
      {
        serviceId: 1,
        serviceName: 'COLFACTURA',
        features: [
          {
            featureId: 101,
            featureName: 'Documentos electrónicos',
            featureCode: 'FAC_DOCUMENTOS',
            featureAlias: null,
            featureTypeName: 'Transaccional',
            isPrincipal: true,
            selected: true,
            quantity: 500,
            storageType: null,
            isUnlimited: false,
            isStorage: false,
          },
          {
            featureId: 102,
            featureName: 'Almacenamiento',
            featureCode: 'FAC_ALMACENAMIENTO',
            featureAlias: null,
            featureTypeName: 'Almacenamiento',
            isPrincipal: false,
            selected: false,
            quantity: 1,
            storageType: 'MB',
            isUnlimited: false,
            isStorage: true,
          },
        ],
      },
    ],
  },
  {
    packageId: 13,
    packageCode: 'FAC-EMP',
    packageName: 'Plan Empresarial',
    packagePrice: 3_000_000,
    packageDiscount: 20,
    packageWithDiscount: 2_400_000,
    publicVisibility: false,
    idstate: 0,
    serviceList: [{ serviceId: 1, serviceName: 'COLFACTURA', features: [] }],
  },
  {
    packageId: 14,
    packageCode: 'FAC-CORP',
    packageName: 'Plan Corporativo',
    packagePrice: 9_000_000,
    packageDiscount: 0,
    packageWithDiscount: 9_000_000,
    publicVisibility: true,
    idstate: 0,
    serviceList: [],
  },
];

export const featureTypes: FeatureTypeRecord[] = [
  { id: 1, featureTypeName: 'Documentos', categoryType: 'T', categoryTypeName: 'Transaccionalidad', idstate: 0, ...audit },
  { id: 2, featureTypeName: 'Usuarios', categoryType: 'F', categoryTypeName: 'Funcionalidad Sistema', idstate: 1, ...audit },
];

export const featureCategories = [
  { id: 'F', categoryType: 'F', name: 'Funcionalidad Sistema' },
  { id: 'T', categoryType: 'T', name: 'Transaccionalidad' },
];

export function serviceFeature(id: number, overrides: Partial<ServiceFeatureRecord> = {}): ServiceFeatureRecord {
  return {
    id,
    serviceTypeId: 1,
    serviceFeatureCode: `FAC_DOC_${id}`,
    featureDescription: `Documentos tipo ${id}`,
    featureTypeId: 1,
    idstate: 0,
    featureRelation: null,
    featureAlias: null,
    urlImageFeature: null,
    colorFeature: null,
    serviceName: 'Facturación',
    featureTypeName: 'Documentos',
    featureRelationName: null,
    isPrincipal: true,
    ...audit,
    ...overrides,
  };
}

export const promoCode: PromoCodeRecord = {
  id: 31,
  promotionCode: 'BIENVENIDA',
  descriptionPromotionCode: 'Descuento de bienvenida',
  useQuantity: 100,
  idstate: 0,
  applyTotalPurchase: false,
  applyProduct: true,
  offerTypeCode: 'PTJ',
  offerValue: 10,
  effectiveStartDate: '2030-01-01',
  expirationDate: '2030-01-20',
  periodicityType: 'NEVER',
  periodicityQuantity: null,
  endPeriodicityDate: null,
  typeUserId: 1,
  typeUser: 'Todos',
  packagesId: [11],
  promotionalCodePackage: [{ packageId: 11 }],
  ...audit,
};

export const promoUserTypes = [
  { id: 1, value: 1, typeUser: 'Todos' },
  { id: 2, value: 2, typeUser: 'Usuarios nuevos' },
  { id: 3, value: 3, typeUser: 'Usuarios registrados' },
];

export const promoPackages = [
  { id: 11, packageCode: 'FAC-PYME', packageName: 'Plan Pyme', packageTypeId: 1 },
  { id: 12, packageCode: 'COMBO-NOM', packageName: 'Combo Nómina', packageTypeId: 2 },
];
