import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { catalogueEntities } from '../index';
import { Channel } from './channel.entity';
import { EntityState } from './entity-state';
import { PackageChangedEvent, PackageDeactivatedEvent, PackagePublishedEvent } from '@lic/server-catalogue-api';
import { packageEventFor } from './events/package-event-for';
import { FeatureType } from './feature-type.entity';
import { Package, type PackageTerms } from './package.entity';
import { toPackageSnapshot } from './package-snapshot';
import { PackageType } from './package-type.entity';
import { Service } from './service.entity';
import { ServiceFeature } from './service-feature.entity';

const COMPANY = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001';

// Collections need the entity metadata; discovery alone gives it, no database is reached.
let orm: MikroORM;
beforeAll(() => {
  orm = new MikroORM({ clientUrl: 'postgres://unused@127.0.0.1:1/unused', entities: catalogueEntities });
});
afterAll(async () => {
  await orm.close();
});
const base = Object.assign(new PackageType(), { id: 1, packageTypeCode: 'BAS', packageTypeName: 'Base' });
const boveda = Object.assign(Service.register({ serviceTypeId: 5, serviceName: 'BOVEDA', descriptionService: null }), { id: 5 });
const web = Object.assign(new Channel(), { id: 1, channelType: 'Web' });
const storage = Object.assign(
  ServiceFeature.register({
    serviceTypeId: 5,
    serviceFeatureCode: 'BOVEDA_ALMACENAMIENTO',
    featureDescription: 'Espacio',
    featureType: FeatureType.register('Almacenamiento', 'T'),
    parent: null,
    featureAlias: 'Espacio',
    urlImageFeature: null,
    colorFeature: null,
  }),
  { id: 16 },
);

const terms = (overrides: Partial<PackageTerms> = {}): PackageTerms => ({
  packageType: base,
  packageName: ' Bóveda 50 GB ',
  packageDescription: 'Custodia de documentos',
  packagePrice: 890000,
  taxIva: 19,
  validityPeriod: 1,
  validityTypeId: 'A',
  publicVisibility: false,
  relevance: 2,
  order: 1,
  offer: {
    applyOffer: true,
    offerTypeCode: 'PTJ',
    totalOffer: 15,
    offerStartTime: new Date('2026-11-22T05:00:00Z'),
    offerExpirationTime: new Date('2027-01-01T04:59:59.999Z'),
  },
  summaryHtml: null,
  ...overrides,
});

const create = (overrides: Partial<PackageTerms> = {}) => {
  const pkg = Package.create(
    ' BOVEDA-50GB ',
    terms(overrides),
    { services: [boveda], channels: [web], customerIds: [COMPANY] },
    EntityState.ACTIVE,
  );
  pkg.id = 21;
  return pkg;
};

describe('Package', () => {
  it('derives the unit price before tax and trims its code and name', () => {
    const pkg = create();
    expect(pkg.packageCode).toBe('BOVEDA-50GB');
    expect(pkg.packageName).toBe('Bóveda 50 GB');
    expect(pkg.priceUnit).toBe(747899.16);
    pkg.revise(terms({ packagePrice: 350000 }), { services: [boveda], channels: [web], customerIds: [COMPANY] });
    expect(pkg.priceUnit).toBe(294117.65);
  });

  it('keeps companies only while private and offer fields only with an offer', () => {
    const pkg = create();
    expect(pkg.customers.getItems().map((c) => c.customerId)).toEqual([COMPANY]);
    pkg.revise(
      terms({
        publicVisibility: true,
        offer: { applyOffer: false, offerTypeCode: 'VLR', totalOffer: 9, offerStartTime: null, offerExpirationTime: null },
      }),
      {
        services: [boveda],
        channels: [web],
        customerIds: [COMPANY],
      },
    );
    expect(pkg.customers.getItems()).toEqual([]);
    expect(pkg).toMatchObject({ applyOffer: false, offerTypeCode: null, totalOffer: 0 });
  });

  it('returns the image key it replaces, never the one it keeps', () => {
    const pkg = create();
    expect(pkg.replaceOfferImage('a')).toBeNull();
    expect(pkg.replaceOfferImage('a')).toBeNull();
    expect(pkg.replaceOfferImage('b')).toBe('a');
    expect(pkg.replaceOfferImage(null)).toBe('b');
  });

  it('goes last among its active siblings when activated and keeps its order when inactivated', () => {
    const pkg = create({ order: 2 });
    expect(pkg.changeState(EntityState.ACTIVE, 4)).toBe(false);
    expect(pkg.changeState(EntityState.INACTIVE, 4)).toBe(true);
    expect(pkg.order).toBe(2);
    expect(pkg.changeState(EntityState.ACTIVE, 4)).toBe(true);
    expect(pkg.order).toBe(5);
  });

  it('configures, updates and removes a feature, and its snapshot tells the storefront', () => {
    const pkg = create();
    pkg.configureFeature(boveda, storage, 10, 'GB');
    pkg.configureFeature(boveda, storage, 50, 'GB');
    expect(pkg.features.getItems().map((f) => [f.quantity, f.storageUnit])).toEqual([[50, 'GB']]);
    const snapshot = toPackageSnapshot(pkg);
    expect(snapshot).toMatchObject({
      packageId: 21,
      packageTypeCode: 'BAS',
      packagePriceWithDiscount: 756500,
      discount: 133500,
      validityPeriodDescription: '1 año',
      services: [{ serviceId: 5, serviceName: 'BOVEDA', serviceTypeId: 5 }],
      channelIds: [1],
      customerIds: [COMPANY],
      features: [
        {
          serviceId: 5,
          serviceFeatureId: 16,
          serviceFeatureCode: 'BOVEDA_ALMACENAMIENTO',
          featureTypeName: 'Almacenamiento',
          quantity: 50,
          isUnlimited: false,
          storageUnit: 'GB',
        },
      ],
    });
    pkg.removeFeature(boveda, storage);
    expect(pkg.features.getItems()).toEqual([]);
  });
});

describe('packageEventFor', () => {
  const snapshot = (idstate: EntityState) => ({ ...toPackageSnapshot(create()), idstate });

  it('publishes a package that becomes active, deactivates one that stops being so, else tells a change', () => {
    expect(packageEventFor(null, snapshot(EntityState.ACTIVE))).toBeInstanceOf(PackagePublishedEvent);
    expect(packageEventFor(EntityState.INACTIVE, snapshot(EntityState.ACTIVE))).toBeInstanceOf(PackagePublishedEvent);
    expect(packageEventFor(EntityState.ACTIVE, snapshot(EntityState.INACTIVE))).toBeInstanceOf(PackageDeactivatedEvent);
    expect(packageEventFor(EntityState.ACTIVE, snapshot(EntityState.ACTIVE))).toBeInstanceOf(PackageChangedEvent);
    expect(packageEventFor(null, snapshot(EntityState.INACTIVE))).toBeInstanceOf(PackageChangedEvent);
    expect(packageEventFor(null, snapshot(EntityState.ACTIVE))).toMatchObject({ packageId: 21, packageCode: 'BOVEDA-50GB' });
  });
});
