import { buildStorefrontCatalogue, packageInScope } from './storefront-catalogue';
import { nextOfferBoundary, toStorefrontPackage, type StoredPackageSnapshot } from './storefront-package';

const DAY = 86_400_000;
const NOW = new Date('2026-05-10T15:00:00.000Z');
const COMPANY = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001';

let nextId = 1;
function snapshot(overrides: Partial<StoredPackageSnapshot> = {}): StoredPackageSnapshot {
  const id = nextId++;
  return {
    packageId: id,
    packageCode: `PKG-${id}`,
    packageName: `Paquete ${id}`,
    packageDescription: 'Descripción',
    packageTypeId: 1,
    packageTypeCode: 'BAS',
    packageTypeName: 'Base',
    packagePrice: 200_000,
    taxIva: 19,
    priceUnit: 168_067.23,
    packagePriceWithDiscount: 200_000,
    discount: 0,
    validityPeriod: 1,
    validityTypeId: 'A',
    validityPeriodDescription: '1 año',
    publicVisibility: true,
    relevance: 1,
    order: 1,
    applyOffer: false,
    offerTypeCode: null,
    totalOffer: 0,
    offerStartTime: null,
    offerExpirationTime: null,
    urlImageOffer: null,
    summaryHtml: null,
    idstate: 0,
    services: [{ serviceId: 1, serviceName: 'COLFACTURA', serviceTypeId: 1 }],
    channelIds: [1],
    customerIds: [],
    features: [
      {
        serviceId: 1,
        serviceFeatureId: 2,
        serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
        serviceFeatureDescription: 'Documentos',
        featureAlias: 'Documentos',
        featureTypeName: 'Documentos electrónicos',
        featureCategory: 'T',
        quantity: 100,
        isUnlimited: false,
        storageUnit: null,
      },
    ],
    ...overrides,
  };
}

const offer = (type: 'PTJ' | 'VLR', value: number, startDays: number, endDays: number): Partial<StoredPackageSnapshot> => ({
  applyOffer: true,
  offerTypeCode: type,
  totalOffer: value,
  offerStartTime: new Date(NOW.getTime() + startDays * DAY).toISOString(),
  offerExpirationTime: new Date(NOW.getTime() + endDays * DAY).toISOString(),
  urlImageOffer: '/license/api/Package/GetOfferImage/x',
});

const payroll = [{ serviceId: 2, serviceName: 'COLNOMINA', serviceTypeId: 2 }];
const feature = (code: string) => ({ ...snapshot().features[0], serviceId: 2, serviceFeatureCode: code });

describe('buildStorefrontCatalogue', () => {
  const all = { serviceNames: null };

  it('groups by type, puts open offers apart and sorts each group by relevance, order and id', () => {
    const base2 = snapshot({ relevance: 2, order: 1, packageCode: 'BASE-MEDIA' });
    const base1b = snapshot({ relevance: 1, order: 2, packageCode: 'BASE-ALTA-2' });
    const base1a = snapshot({ relevance: 1, order: 1, packageCode: 'BASE-ALTA-1' });
    const combo = snapshot({ packageTypeId: 2, packageTypeCode: 'CMB', packageCode: 'COMBO' });
    const extra = snapshot({ packageTypeId: 3, packageTypeCode: 'CMP', packageCode: 'EXTRA' });
    const onOffer = snapshot({ packageCode: 'OFERTA', ...offer('PTJ', 20, -1, 10) });
    const catalogue = buildStorefrontCatalogue([base2, combo, base1b, extra, onOffer, base1a], all, { customerId: null }, NOW);
    expect(catalogue.base.map((p) => p.packageCode)).toEqual(['BASE-ALTA-1', 'BASE-ALTA-2', 'BASE-MEDIA']);
    expect(catalogue.combo.map((p) => p.packageCode)).toEqual(['COMBO']);
    expect(catalogue.complementary.map((p) => p.packageCode)).toEqual(['EXTRA']);
    expect(catalogue.offers.map((p) => p.packageCode)).toEqual(['OFERTA']);
  });

  it('leaves out inactive packages, other services and private packages of other companies', () => {
    const inactive = snapshot({ idstate: 1 });
    const otherService = snapshot({ services: payroll });
    const mine = snapshot({ publicVisibility: false, customerIds: [COMPANY], packageCode: 'PRIVADO' });
    const scope = { serviceNames: ['COLFACTURA'] };
    expect(buildStorefrontCatalogue([inactive, otherService, mine], scope, { customerId: null }, NOW).base).toEqual([]);
    expect(buildStorefrontCatalogue([mine], scope, { customerId: 'otra' }, NOW).base).toEqual([]);
    expect(buildStorefrontCatalogue([mine], scope, { customerId: COMPANY }, NOW).base.map((p) => p.packageCode)).toEqual(['PRIVADO']);
  });

  it('filters by feature code when asked', () => {
    const employees = snapshot({ services: payroll, features: [feature('COLNOMINA_EMPLEADO')] });
    const users = snapshot({ services: payroll, features: [feature('COLNOMINA_USUARIO')] });
    expect(packageInScope(employees, { serviceNames: ['COLNOMINA'], featureCode: 'colnomina_empleado' }, { customerId: null })).toBe(true);
    expect(packageInScope(users, { serviceNames: ['COLNOMINA'], featureCode: 'COLNOMINA_EMPLEADO' }, { customerId: null })).toBe(false);
  });
});

describe('toStorefrontPackage', () => {
  it('applies a PTJ offer inside its window', () => {
    const pkg = toStorefrontPackage(snapshot(offer('PTJ', 20, -1, 10)), NOW);
    expect(pkg).toMatchObject({
      applyOffer: true,
      offerTypeCode: 'PTJ',
      totalOffer: 20,
      packagePriceWithDiscount: 160_000,
      discount: 40_000,
    });
    expect(pkg.offerExpirationTime).toBe(new Date(NOW.getTime() + 10 * DAY).toISOString());
  });

  it('applies a VLR offer as the offer price', () => {
    const pkg = toStorefrontPackage(snapshot(offer('VLR', 150_000, -1, 10)), NOW);
    expect(pkg).toMatchObject({ applyOffer: true, packagePriceWithDiscount: 150_000, discount: 50_000 });
  });

  it('shows no offer before or after its window', () => {
    for (const window of [offer('PTJ', 20, 1, 10), offer('PTJ', 20, -10, -1)]) {
      const pkg = toStorefrontPackage(snapshot(window), NOW);
      expect(pkg).toMatchObject({ applyOffer: false, offerTypeCode: null, totalOffer: 0, packagePriceWithDiscount: 200_000, discount: 0 });
      expect(pkg.offerExpirationTime).toBeNull();
      expect(pkg.urlImageOffer).toBeNull();
    }
  });

  it('rolls an expiry more than 90 days away to the end of the quarter (Bogotá)', () => {
    const far = toStorefrontPackage(snapshot(offer('PTJ', 15, -2, 120)), NOW);
    expect(far.offerExpirationTime).toBe('2026-07-01T04:59:59.999Z');
    const near = toStorefrontPackage(snapshot(offer('PTJ', 15, -2, 90)), NOW);
    expect(near.offerExpirationTime).toBe(new Date(NOW.getTime() + 90 * DAY).toISOString());
  });

  it('marks colnomina employee and document packages', () => {
    const employee = toStorefrontPackage(snapshot({ services: payroll, features: [feature('COLNOMINA_EMPLEADO')] }), NOW);
    expect(employee).toMatchObject({ isEmployee: true, isDocument: false, serviceName: 'COLNOMINA' });
    const documents = toStorefrontPackage(
      snapshot({ packageTypeId: 3, packageTypeCode: 'CMP', services: payroll, features: [feature('COLNOMINA_DOCUMENTO')] }),
      NOW,
    );
    expect(documents).toMatchObject({ isEmployee: false, isDocument: true });
    const complementaryEmployee = toStorefrontPackage(
      snapshot({ packageTypeId: 3, packageTypeCode: 'CMP', services: payroll, features: [feature('COLNOMINA_EMPLEADO')] }),
      NOW,
    );
    expect(complementaryEmployee).toMatchObject({ isEmployee: false, isDocument: false });
    expect(toStorefrontPackage(snapshot(), NOW)).toMatchObject({ isEmployee: false, isDocument: false });
  });

  it('maps the features as the storefront reads them', () => {
    const pkg = toStorefrontPackage(snapshot(), NOW);
    expect(pkg.itemsPackageFeatures).toEqual([
      {
        itemPackageId: 2,
        quantity: 100,
        isunlimited: false,
        serviceFeature: {
          serviceFeatureId: 2,
          serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
          serviceFeatureDescription: 'Documentos',
          featureAlias: 'Documentos',
          storageUnit: null,
        },
      },
    ]);
  });
});

describe('nextOfferBoundary', () => {
  it('is the next opening or closing of an offer window', () => {
    const opens = snapshot(offer('PTJ', 10, 3, 10));
    const closes = snapshot(offer('PTJ', 10, -3, 2));
    expect(nextOfferBoundary([opens, closes], NOW)?.toISOString()).toBe(new Date(NOW.getTime() + 2 * DAY + 1).toISOString());
    expect(nextOfferBoundary([opens], NOW)?.toISOString()).toBe(new Date(NOW.getTime() + 3 * DAY).toISOString());
  });

  it('includes the end of the quarter and the day the rolled expiry comes within 90 days', () => {
    const far = snapshot(offer('PTJ', 10, -3, 200));
    expect(nextOfferBoundary([far], NOW)?.toISOString()).toBe('2026-07-01T05:00:00.000Z');
    const later = new Date('2026-07-02T00:00:00.000Z');
    const boundary = nextOfferBoundary([far], later);
    expect(boundary?.toISOString()).toBe(new Date(NOW.getTime() + 110 * DAY).toISOString());
  });

  it('is null without offers or with only past ones', () => {
    expect(nextOfferBoundary([snapshot(), snapshot(offer('PTJ', 10, -10, -2))], NOW)).toBeNull();
  });
});
