import type {
  BalanceFeatureLicense,
  CustomerLicenseDetail,
  CustomerRecord,
  LicensedCustomer,
  LicenseInformation,
  LicenceServiceOption,
} from '@lic/shared-api-types';

// Licence records as the API sends them, for the page tests.

export const ANDINA_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001';

export function licensedCustomer(n: number, overrides: Partial<LicensedCustomer> = {}): LicensedCustomer {
  return {
    id: n === 1 ? ANDINA_ID : `7d7c3f4e-2a4b-4c55-9a51-0c0ffee0000${n}`,
    name: n === 1 ? 'Comercializadora Andina S.A.S.' : `Empresa ${n} S.A.S.`,
    documentNumber: String(900_123_455 + n),
    documentType: 4,
    services: ['COLFACTURA', 'COLNOMINA'],
    ...overrides,
  };
}

const feature = (overrides: Partial<BalanceFeatureLicense>): BalanceFeatureLicense => ({
  featureCategoryType: 'T',
  featureCode: 'COLFACTURA_DOCUMENTO',
  featureName: 'Documentos electrónicos',
  quantity: 1000,
  used: 870,
  available: 130,
  isUnlimited: false,
  lastUseDate: '2026-03-09T15:00:00Z',
  storageUnit: null,
  ...overrides,
});

export const andinaDetail: CustomerLicenseDetail = {
  customerInfo: {
    customerId: ANDINA_ID,
    customerName: 'Comercializadora Andina S.A.S.',
    documentType: 4,
    documentNumber: '900123456',
    legalRepresentativeName: 'Carlos Andrés Rodríguez Pérez',
  },
  serviceLicense: [
    {
      serviceId: 1,
      serviceName: 'COLFACTURA',
      licenseBaseStartDate: '2026-01-01T05:00:00Z',
      licenseBaseExpirationDate: '2027-01-01T04:59:59Z',
      licenseBaseIsActive: true,
      lastConsumptionLicense: '2026-03-09T15:00:00Z',
      balanceTotalPlans: [
        {
          featureCategoryType: 'T',
          featureCode: 'COLFACTURA_DOCUMENTO',
          featureName: 'Documentos electrónicos',
          totalPlan: 1000,
          totalUsed: 870,
          totalAvailable: 130,
          percentageUsed: 87,
          isUnlimited: false,
          lastUseDate: '2026-03-09T15:00:00Z',
          storageUnit: null,
        },
        {
          featureCategoryType: 'T',
          featureCode: 'COLFACTURA_NOMINA',
          featureName: 'Documentos soporte',
          totalPlan: 50,
          totalUsed: 50,
          totalAvailable: 0,
          percentageUsed: 100,
          isUnlimited: false,
          lastUseDate: '2026-02-01T15:00:00Z',
          storageUnit: null,
        },
        {
          featureCategoryType: 'F',
          featureCode: 'COLFACTURA_USUARIOS',
          featureName: 'Usuarios',
          totalPlan: null,
          totalUsed: 0,
          totalAvailable: null,
          percentageUsed: 0,
          isUnlimited: true,
          lastUseDate: null,
          storageUnit: null,
        },
      ],
      licensePlan: [
        {
          purchaseOrderLicenseId: 11,
          packageName: 'Plan Pyme',
          packageCode: 'FAC-PYME',
          effectiveDate: '2026-01-01T05:00:00Z',
          expirationDate: '2027-01-01T04:59:59Z',
          purchaseDate: '2025-12-30T15:00:00Z',
          isActive: true,
          isSuspended: false,
          suspendedOn: null,
          suspensionReason: null,
          balanceFeaturesLicense: [
            feature({}),
            feature({
              featureCategoryType: 'F',
              featureCode: 'COLFACTURA_USUARIOS',
              featureName: 'Usuarios',
              quantity: null,
              used: 0,
              available: null,
              isUnlimited: true,
              lastUseDate: null,
            }),
          ],
        },
        {
          purchaseOrderLicenseId: 12,
          packageName: 'Paquete 50 soportes',
          packageCode: 'FAC-SOP50',
          effectiveDate: '2026-01-15T05:00:00Z',
          expirationDate: '2027-01-15T04:59:59Z',
          purchaseDate: '2026-01-14T15:00:00Z',
          isActive: true,
          isSuspended: false,
          suspendedOn: null,
          suspensionReason: null,
          balanceFeaturesLicense: [
            feature({
              featureCode: 'COLFACTURA_NOMINA',
              featureName: 'Documentos soporte',
              quantity: 50,
              used: 50,
              available: 0,
              lastUseDate: '2026-02-01T15:00:00Z',
            }),
          ],
        },
      ],
    },
    {
      serviceId: 2,
      serviceName: 'COLNOMINA',
      licenseBaseStartDate: '2025-01-01T05:00:00Z',
      licenseBaseExpirationDate: '2026-01-01T04:59:59Z',
      licenseBaseIsActive: false,
      lastConsumptionLicense: null,
      balanceTotalPlans: [],
      licensePlan: [],
    },
  ],
};

export const licenceServices: LicenceServiceOption[] = [
  {
    serviceId: 1,
    serviceName: 'COLFACTURA',
    description: 'Facturación electrónica',
    packages: [
      { packageId: 101, packageName: 'Plan Pyme', packageCode: 'FAC-PYME', validityTypeId: 'A', validityPeriod: 1, isBase: true },
      { packageId: 102, packageName: 'Plan Empresarial', packageCode: 'FAC-EMP', validityTypeId: 'A', validityPeriod: 2, isBase: false },
      { packageId: 103, packageName: 'Bolsa ilimitada', packageCode: 'BIILIMITADO', validityTypeId: 'A', validityPeriod: 1, isBase: true },
    ],
  },
  {
    serviceId: 2,
    serviceName: 'COLNOMINA',
    description: 'Nómina electrónica',
    packages: [{ packageId: 201, packageName: 'Nómina 50', packageCode: 'NOM-50', validityTypeId: 'M', validityPeriod: 6, isBase: false }],
  },
];

export const licenceInformation: LicenseInformation = {
  purchaseOrderLicenseId: 11,
  serviceId: 1,
  descriptionService: 'COLFACTURA',
  packageId: 101,
  packageCode: 'FAC-PYME',
  packageName: 'Plan Pyme',
  contractNumber: null,
  effectiveDate: '2026-01-01T05:00:00Z',
  expirationDate: '2027-01-01T04:59:59Z',
  transactionRange: [
    { id: 1, rangeMinimum: 1, rangeMaximum: 100, rangePrice: 1000 },
    { id: 2, rangeMinimum: 101, rangeMaximum: 500, rangePrice: 800 },
  ],
};

export const andinaCompany: CustomerRecord = {
  customerId: ANDINA_ID,
  customerName: 'Comercializadora Andina S.A.S.',
  documentType: 4,
  documentNumber: '900123456',
  legalRepresentativeName: 'Carlos Andrés Rodríguez Pérez',
  isNewCustomer: false,
  dv: 8,
  personType: 'J',
  documentTypeId: 4,
  legalName: 'Comercializadora Andina S.A.S.',
  firstName: null,
  lastName: null,
  cellphoneNumber: '3104567890',
  email: 'compras@comercializadoraandina.com.co',
  fullAddress: 'Calle 100 # 19-61',
  fulladdress: 'Calle 100 # 19-61',
  addressAdditionalInformation: 'Oficina 802',
  addressLatGeocode: null,
  addressLngGeocode: null,
  departmentId: 11,
  cityId: 11001,
  legalDocumentTypeId: 1,
  legalDocumentNumber: '79845123',
  legalFirstName: 'Carlos Andrés',
  legalLastName: 'Rodríguez Pérez',
  linkToApp: 'otras_apps',
  contractStartDate: null,
  contractEndDate: null,
};

export const documentTypes = [
  { id: 1, text: 'Cédula de ciudadanía', documentTypeCode: 'CC' },
  { id: 2, text: 'Cédula de extranjería', documentTypeCode: 'CE' },
  { id: 4, text: 'NIT', documentTypeCode: 'NIT' },
  { id: 6, text: 'Pasaporte', documentTypeCode: 'PA' },
];

export const statesAndCities = {
  statesList: [
    { id: 11, stateName: 'BOGOTA, D.C.', city: [{ id: 11001, cityName: 'BOGOTA, D.C.' }] },
    { id: 5, stateName: 'ANTIOQUIA', city: [{ id: 5001, cityName: 'MEDELLIN' }] },
  ],
};

/** Andina after the payment of its "Plan Pyme" order was reversed: that plan suspended. */
export const andinaSuspendedDetail: CustomerLicenseDetail = {
  ...andinaDetail,
  serviceLicense: andinaDetail.serviceLicense.map((service) => ({
    ...service,
    licensePlan: service.licensePlan.map((plan) =>
      plan.packageName === 'Plan Pyme'
        ? {
            ...plan,
            isSuspended: true,
            suspendedOn: '2026-03-10T15:00:00Z',
            suspensionReason: 'Pago reversado por la pasarela de pagos: Reversada',
          }
        : plan,
    ),
  })),
};

/** Andina with a Bóveda plan of 10 GB of storage: the unit stays beside every figure. */
export const andinaStorageDetail: CustomerLicenseDetail = {
  ...andinaDetail,
  serviceLicense: [
    {
      serviceId: 3,
      serviceName: 'BOVEDA',
      licenseBaseStartDate: '2026-01-01T05:00:00Z',
      licenseBaseExpirationDate: '2027-01-01T04:59:59Z',
      licenseBaseIsActive: true,
      lastConsumptionLicense: '2026-03-09T15:00:00Z',
      balanceTotalPlans: [
        {
          featureCategoryType: 'T',
          featureCode: 'BOVEDA_ALMACENAMIENTO',
          featureName: 'Almacenamiento',
          totalPlan: 10,
          totalUsed: 2,
          totalAvailable: 8,
          percentageUsed: 20,
          isUnlimited: false,
          lastUseDate: '2026-03-09T15:00:00Z',
          storageUnit: 'GB',
        },
      ],
      licensePlan: [
        {
          purchaseOrderLicenseId: 31,
          packageName: 'Bóveda Pyme',
          packageCode: 'BOV-PYME',
          effectiveDate: '2026-01-01T05:00:00Z',
          expirationDate: '2027-01-01T04:59:59Z',
          purchaseDate: '2025-12-30T15:00:00Z',
          isActive: true,
          isSuspended: false,
          suspendedOn: null,
          suspensionReason: null,
          balanceFeaturesLicense: [
            feature({
              featureCode: 'BOVEDA_ALMACENAMIENTO',
              featureName: 'Almacenamiento',
              quantity: 10,
              used: 2,
              available: 8,
              storageUnit: 'GB',
            }),
          ],
        },
      ],
    },
  ],
};
