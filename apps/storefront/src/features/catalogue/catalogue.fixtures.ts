import type { StorefrontCatalogue, StorefrontPackage, StorefrontPackageFeature } from '@lic/shared-api-types';

const TYPES = {
  BAS: { packageTypeId: 1, packageTypeCode: 'BAS', packageTypeName: 'Base' },
  CMB: { packageTypeId: 2, packageTypeCode: 'CMB', packageTypeName: 'Combo' },
  CMP: { packageTypeId: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
} as const;

let nextFeatureId = 1;

export function featureOf(
  alias: string,
  quantity: number,
  extra: Partial<StorefrontPackageFeature['serviceFeature']> = {},
): StorefrontPackageFeature {
  const id = nextFeatureId++;
  return {
    itemPackageId: id,
    quantity,
    isunlimited: quantity === 1_000_000,
    serviceFeature: {
      serviceFeatureId: id,
      serviceFeatureCode: `FEATURE_${id}`,
      serviceFeatureDescription: alias,
      featureAlias: alias,
      storageUnit: null,
      ...extra,
    },
  };
}

/** A catalogue package with plausible defaults: a public base package of 890.000 a year without offer. */
export function packageOf(packageId: number, packageName: string, overrides: Partial<StorefrontPackage> = {}): StorefrontPackage {
  const typeCode = overrides.packageType?.packageTypeCode ?? 'BAS';
  const packagePrice = overrides.packagePrice ?? 890_000;
  return {
    packageId,
    packageCode: `PKG-${packageId}`,
    packageName,
    packageDescription: `${packageName} para tu empresa.`,
    packageType: TYPES[typeCode],
    packagePrice,
    packageUnitPrice: Math.round(packagePrice / 1.19),
    packagePriceWithDiscount: packagePrice,
    discount: 0,
    taxIva: 19,
    applyOffer: false,
    offerTypeCode: null,
    totalOffer: 0,
    offerExpirationTime: null,
    urlImageOffer: null,
    validityTypeId: 'A',
    validityPeriod: 1,
    validityPeriodDescription: '1 año',
    publicVisibility: true,
    summaryHtml: null,
    serviceName: 'COLFACTURA',
    isEmployee: false,
    isDocument: false,
    itemsPackageFeatures: [featureOf('Documentos electrónicos', 500), featureOf('Usuarios', 3)],
    ...overrides,
  };
}

/** The colfactura catalogue of the demo, one or two of each group. */
export function sampleCatalogue(): StorefrontCatalogue {
  return {
    offers: [
      packageOf(4, 'Plan Pyme oferta de temporada', {
        applyOffer: true,
        offerTypeCode: 'PTJ',
        totalOffer: 20,
        packagePriceWithDiscount: 712_000,
        discount: 178_000,
        offerExpirationTime: new Date(Date.now() + 12 * 86_400_000).toISOString(),
      }),
    ],
    base: [
      packageOf(1, 'Plan Emprendedor', { packagePrice: 350_000 }),
      packageOf(3, 'Plan Empresarial', {
        packagePrice: 1_890_000,
        itemsPackageFeatures: [featureOf('Documentos electrónicos', 1_000_000), featureOf('Usuarios', 10)],
      }),
      packageOf(6, 'Plan Corporativo Andina', { packagePrice: 4_500_000, publicVisibility: false }),
    ],
    combo: [packageOf(8, 'Combo Factura + Nómina', { packageType: TYPES.CMB, packagePrice: 1_290_000 })],
    complementary: [
      packageOf(7, '100 documentos adicionales', {
        packageType: TYPES.CMP,
        packagePrice: 120_000,
        itemsPackageFeatures: [featureOf('Documentos electrónicos', 100)],
      }),
    ],
  };
}
