import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EventBus, QueryBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { ListPackageSnapshotsQuery, PackageChangedEvent } from '@lic/server-catalogue-api';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { endOfQuarter } from '@lic/shared-rules';
import {
  bearer,
  catalogueOf,
  codesOf,
  DEMO_COMPANY,
  eventually,
  everyPackage,
  findPackage,
  getCatalogue,
  packageRecord,
  updateBody,
} from './storefront-test-kit';

const DAY_MS = 86_400_000;
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('Catálogo de la tienda: read model, grouping and cache through HTTP', () => {
  let t: TestApp;
  let superadmin: string;
  let company: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    superadmin = await bearer(t.staffToken(['SUPERADMIN'], 'admin.tienda'));
    company = await bearer(t.customerToken(DEMO_COMPANY.type, DEMO_COMPANY.value));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('groups the active colfactura packages into offers, base, combo and complementary, by relevance and order', async () => {
    const catalogue = await catalogueOf(t, 'colfactura');
    expect(codesOf(catalogue.offers)).toEqual(['COLFAC-PYME-OFERTA']);
    expect(codesOf(catalogue.base)).toEqual(['COLFAC-EMPRENDEDOR', 'COLFAC-PYME', 'COLFAC-EMPRESARIAL', 'COLFAC-GRATIS']);
    expect(codesOf(catalogue.combo)).toEqual(['COMBO-FACT-NOMINA']);
    expect(codesOf(catalogue.complementary)).toEqual(['COLFAC-DOC-ADIC-100']);

    const offer = catalogue.offers[0];
    expect(offer).toMatchObject({
      applyOffer: true,
      offerTypeCode: 'PTJ',
      totalOffer: 20,
      packagePrice: 890000,
      packagePriceWithDiscount: 712000,
      discount: 178000,
      taxIva: 19,
      serviceName: 'COLFACTURA',
      packageType: { packageTypeId: 1, packageTypeCode: 'BAS', packageTypeName: 'Base' },
    });
    expect(offer.urlImageOffer).toMatch(/^\/license\/api\//);
    expect(Date.parse(offer.offerExpirationTime as string)).toBeGreaterThan(Date.now() + 59 * DAY_MS);

    const unlimited = findPackage(catalogue, 'COLFAC-EMPRESARIAL');
    expect(unlimited?.itemsPackageFeatures.find((f) => f.serviceFeature.serviceFeatureCode === 'COLFACTURA_DOCUMENTO')).toMatchObject({
      quantity: 1_000_000,
      isunlimited: true,
    });
    expect(findPackage(catalogue, 'COLFAC-EMPRENDEDOR')).toMatchObject({
      applyOffer: false,
      offerTypeCode: null,
      offerExpirationTime: null,
    });
  });

  it('shows a private package only to the signed-in customer of its company', async () => {
    expect(findPackage(await catalogueOf(t, 'colfactura'), 'COLFAC-CORP-ANDINA')).toBeUndefined();
    const mine = await catalogueOf(t, 'colfactura', company);
    expect(findPackage(mine, 'COLFAC-CORP-ANDINA')).toMatchObject({ publicVisibility: false });
    const stranger = await bearer(t.customerToken('NIT', '800999111', 'otro.cliente'));
    expect(findPackage(await catalogueOf(t, 'colfactura', stranger), 'COLFAC-CORP-ANDINA')).toBeUndefined();
    const staff = await catalogueOf(t, 'colfactura', superadmin);
    expect(findPackage(staff, 'COLFAC-CORP-ANDINA')).toBeUndefined();
    // An invalid token on a public route is simply anonymous.
    expect(findPackage(await catalogueOf(t, 'colfactura', 'Bearer not-a-token'), 'COLFAC-CORP-ANDINA')).toBeUndefined();
  });

  it('marks colnomina employee packages and prices a VLR offer at its value', async () => {
    const catalogue = await catalogueOf(t, 'colnomina');
    expect(findPackage(catalogue, 'COLNOM-BASICO')).toMatchObject({ isEmployee: true, isDocument: false });
    expect(findPackage(catalogue, 'COLNOM-PYME')).toMatchObject({ isEmployee: true });
    expect(findPackage(catalogue, 'NOMELECTEMPADIC1')).toMatchObject({ isEmployee: false, isDocument: false });
    expect(catalogue.offers.find((p) => p.packageCode === 'COLNOM-OFERTA-VLR')).toMatchObject({
      isEmployee: true,
      offerTypeCode: 'VLR',
      packagePriceWithDiscount: 790000,
      discount: 190000,
    });
    expect(codesOf(catalogue.combo)).toEqual(['COMBO-FACT-NOMINA']);
  });

  it('shows an offer expiring more than 90 days away as ending with the quarter', async () => {
    const catalogue = await catalogueOf(t, 'boveda');
    const offer = catalogue.offers.find((p) => p.packageCode === 'BOVEDA-50GB-OFERTA');
    expect(offer?.offerExpirationTime).toBe(endOfQuarter(new Date()).toISOString());
  });

  it('gives every service to the license app, only the feature packages on the feature route, and 404 to an unknown app', async () => {
    const all = await catalogueOf(t, 'license');
    const services = new Set(everyPackage(all).map((p) => p.serviceName));
    expect([...services].sort()).toEqual(['BEMYSELF', 'BOVEDA', 'COLFACTURA', 'COLNOMINA', 'FIRMAMAIL', 'FIRMAYA']);

    const employees = await t
      .http()
      .get('/license/api/package/GetPackagesByServiceNameAndFeatureCode/colnomina/COLNOMINA_EMPLEADO')
      .expect(200);
    expect(codesOf(everyPackage(employees.body.result)).sort()).toEqual(
      ['COLNOM-BASICO', 'COLNOM-OFERTA-VLR', 'COLNOM-PYME', 'COMBO-FACT-NOMINA', 'NOMELECTEMPADIC1'].sort(),
    );

    const unknown = await getCatalogue(t, 'nosuchapp').expect(404);
    expect(unknown.body).toMatchObject({
      statusCode: 404,
      code: 'ORDERING.UNKNOWN_APP',
      statusMessage: 'No existe la aplicación nosuchapp.',
    });
    // Case-insensitive routing and app names.
    expect(
      codesOf((await t.http().get('/license/api/Package/getpackagesbyservicename/COLFACTURA').expect(200)).body.result.offers),
    ).toEqual(['COLFAC-PYME-OFERTA']);
  });

  it('answers from the cache with the same bytes, ETag, security headers and a 304 for a known ETag', async () => {
    const first = await getCatalogue(t, 'firmaya').expect(200);
    const second = await getCatalogue(t, 'firmaya').set('Host', 'firmaya.localhost').expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-app-name']).toBe('firmaya');
    const notModified = await getCatalogue(t, 'firmaya').set('If-None-Match', first.headers.etag).expect(304);
    expect(notModified.text).toBe('');
  });

  it('gives every answer from the cache its own X-Request-Id, or the sane one the client sent', async () => {
    await getCatalogue(t, 'firmaya').expect(200);
    const ids = await Promise.all([1, 2, 3].map(async () => (await getCatalogue(t, 'firmaya').expect(200)).headers['x-request-id']));
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await getCatalogue(t, 'firmaya').set('X-Request-Id', 'proxy-4711.a_b').expect(200);
    expect(traced.headers['x-request-id']).toBe('proxy-4711.a_b');
    const hostile = await getCatalogue(t, 'firmaya').set('X-Request-Id', 'x'.repeat(200)).expect(200);
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a price changed through the catalogue API once the outbox relay has delivered the event', async () => {
    const before = findPackage(await catalogueOf(t, 'colfactura'), 'COLFAC-EMPRENDEDOR');
    expect(before?.packagePrice).toBe(350000);
    const record = await packageRecord(t, superadmin, 'COLFAC-EMPRENDEDOR');
    await t
      .http()
      .put('/license/api/Package/UpdatePackage')
      .set('Authorization', superadmin)
      .send(updateBody(record, { PackagePrice: 365000 }))
      .expect(200);
    const after = await eventually(
      async () => {
        const pkg = findPackage(await catalogueOf(t, 'colfactura'), 'COLFAC-EMPRENDEDOR');
        return pkg?.packagePrice === 365000 ? pkg : undefined;
      },
      5000,
      'the new price',
    );
    expect(after.packageUnitPrice).toBeCloseTo(306722.69, 2);
  });

  it('takes a package out when it is inactivated and back when it is activated', async () => {
    const record = await packageRecord(t, superadmin, 'COLFAC-DOC-ADIC-100');
    await t
      .http()
      .put('/license/api/Package/ActivePackage')
      .set('Authorization', superadmin)
      .send({ id: record.id, idstate: 1 })
      .expect(200);
    await eventually(async () => ((await catalogueOf(t, 'colfactura')).complementary.length === 0 ? true : undefined), 5000, 'the removal');
    await t
      .http()
      .put('/license/api/Package/ActivePackage')
      .set('Authorization', superadmin)
      .send({ id: record.id, idstate: 0 })
      .expect(200);
    await eventually(async () => ((await catalogueOf(t, 'colfactura')).complementary.length === 1 ? true : undefined), 5000, 'the return');
  });

  it('moves an offer out of the offers by itself when its window closes, cache included', async () => {
    const record = await packageRecord(t, superadmin, 'COLFAC-EMPRESARIAL');
    const now = Date.now();
    const offer = {
      ApplyOffer: true,
      OfferTypeCode: 'PTJ',
      TotalOffer: 10,
      OfferStartTime: new Date(now - 3_600_000).toISOString(),
      OfferExpirationTime: new Date(now + 120_000).toISOString(),
      Image: { FileName: 'oferta.png', ContentFileBase64: PNG_1X1 },
    };
    await t.http().put('/license/api/Package/UpdatePackage').set('Authorization', superadmin).send(updateBody(record, offer)).expect(200);
    await eventually(
      async () => ((await catalogueOf(t, 'colfactura')).offers.some((p) => p.packageCode === 'COLFAC-EMPRESARIAL') ? true : undefined),
      5000,
      'the offer',
    );
    const clock = t.app.get<Clock>(CLOCK);
    const later = jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 180_000));
    try {
      // No event: the cached answer expired at the end of the window (well before the safety TTL).
      const catalogue = await catalogueOf(t, 'colfactura');
      expect(codesOf(catalogue.offers)).toEqual(['COLFAC-PYME-OFERTA']);
      expect(findPackage(catalogue, 'COLFAC-EMPRESARIAL')).toMatchObject({ applyOffer: false, packagePriceWithDiscount: 1890000 });
    } finally {
      later.mockRestore();
    }
  });

  it('never puts an older state back: a replayed event with a stale snapshot changes nothing', async () => {
    const [current] = await t.app
      .get(QueryBus)
      .execute(new ListPackageSnapshotsQuery([(await packageRecord(t, superadmin, 'COLFAC-PYME')).id]));
    t.app.get(EventBus).publish(new PackageChangedEvent({ ...current, packagePrice: 1, packageName: 'Viejo' }));
    t.app.get(EventBus).publish(new PackageChangedEvent(current));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(findPackage(await catalogueOf(t, 'colfactura'), 'COLFAC-PYME')).toMatchObject({
      packagePrice: 890000,
      packageName: 'Plan Pyme',
    });
  });
});

describe('Catálogo de la tienda: two replicas', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ seed: true });
    // Replica b runs no outbox relay: it can only learn of changes through the PostgreSQL notification.
    b = await createTestApp({ replicaOf: a, env: { OUTBOX_POLL_MS: '0' } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('empties the cache of the other replica when the read model changes', async () => {
    const superadmin = await bearer(a.staffToken(['SUPERADMIN'], 'admin.replica'));
    expect(findPackage(await catalogueOf(b, 'firmamail'), 'FIRMAMAIL-100')?.packagePrice).toBe(180000);
    expect(findPackage(await catalogueOf(b, 'firmamail'), 'FIRMAMAIL-100')?.packagePrice).toBe(180000);
    const record = await packageRecord(a, superadmin, 'FIRMAMAIL-100');
    await a
      .http()
      .put('/license/api/Package/UpdatePackage')
      .set('Authorization', superadmin)
      .send(updateBody(record, { PackagePrice: 199000 }))
      .expect(200);
    await eventually(
      async () => (findPackage(await catalogueOf(b, 'firmamail'), 'FIRMAMAIL-100')?.packagePrice === 199000 ? true : undefined),
      5000,
      'replica b',
    );
  });
});
