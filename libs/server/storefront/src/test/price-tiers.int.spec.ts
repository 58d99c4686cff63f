import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PriceTier } from '@lic/shared-api-types';
import { tierFor } from '@lic/shared-rules';
import { catalogueOf, everyPackage } from './storefront-test-kit';

const PRICES = '/license/api/license/GetPriceByLicenseType/';
const TYPE_MESSAGE = 'El tipo de licencia debe ser general, employee o documents.';

describe('GetPriceByLicenseType through HTTP', () => {
  let t: TestApp;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    for (const pkg of everyPackage(await catalogueOf(t, 'license'))) id[pkg.packageCode] = pkg.packageId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const tiers = async (pType: string): Promise<PriceTier[]> =>
    (await t.http().get(PRICES).set('pType', pType).expect(200)).body.result.records as PriceTier[];

  it('answers the employee tiers of the colnomina base packages with their package ids and offers', async () => {
    const records = await tiers('employee');
    const basic = records.filter((r) => r.packageCode === 'COLNOM-BASICO');
    expect(basic.map((r) => [r.quantity, r.price])).toEqual([
      [10, 420000],
      [25, 690000],
      [50, 980000],
    ]);
    expect(basic[0]).toEqual({
      type: 'employee',
      quantity: 10,
      price: 420000,
      packageId: id['COLNOM-BASICO'],
      packageCode: 'COLNOM-BASICO',
      applyOffer: false,
      offerTypeCode: null,
      totalOffer: 0,
    });
    expect(records.filter((r) => r.packageCode === 'COLNOM-PYME').map((r) => [r.quantity, r.price])).toEqual([
      [50, 980000],
      [100, 1650000],
      [200, 2900000],
    ]);
    expect(records.find((r) => r.packageCode === 'COLNOM-OFERTA-VLR')).toMatchObject({
      packageId: id['COLNOM-OFERTA-VLR'],
      applyOffer: true,
      offerTypeCode: 'VLR',
      totalOffer: 790000,
    });
    // The storefront picks the tier of a quantity with the shared rule.
    expect(tierFor(basic, 11)?.price).toBe(690000);
    expect(tierFor(basic, 51)).toBeNull();
  });

  it('answers document and general tiers, the type without case, with or without the trailing slash', async () => {
    expect(new Set((await tiers('documents')).map((r) => r.packageCode))).toEqual(new Set(['COLFAC-DOC-ADIC-100']));
    expect(new Set((await tiers('General')).map((r) => r.packageCode))).toEqual(new Set(['COLFAC-EMPRENDEDOR', 'FIRMAYA-50']));
    const noSlash = await t.http().get('/license/api/License/GetPriceByLicenseType').set('pType', 'employee').expect(200);
    expect(noSlash.body.result.count).toBe(9);
  });

  it('answers 400 with a Spanish message without pType or with an unknown one', async () => {
    for (const request of [t.http().get(PRICES), t.http().get(PRICES).set('pType', 'otro')]) {
      const response = await request.expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'ORDERING.PRICE_TYPE_INVALID', statusMessage: TYPE_MESSAGE });
    }
  });
});
