import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { bearer, catalogueOf, eventually, everyPackage, packageRecord } from './storefront-test-kit';

const ENCRYPT = '/license/api/Package/EncryptPackage';
const DECRYPT = '/license/api/Package/DecryptPackage';
const LINK_FAILURE = 'No hemos podido procesar la solicitud, por favor inténtalo más tarde.';

describe('Encrypted package links through HTTP', () => {
  let t: TestApp;
  let superadmin: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    superadmin = await bearer(t.staffToken(['SUPERADMIN'], 'admin.enlaces'));
    for (const pkg of everyPackage(await catalogueOf(t, 'license'))) id[pkg.packageCode] = pkg.packageId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const encrypt = (body: Record<string, unknown>, auth: string | undefined = superadmin, host = 'localhost:3000') => {
    const request = t.http().post(ENCRYPT).set('Host', host);
    return (auth ? request.set('Authorization', auth) : request).send(body);
  };
  const decrypt = (link: unknown) => t.http().post(DECRYPT).send({ package: link });

  it('makes a link on the brand host of the package and opens it with the package, quantity and promo code', async () => {
    const made = await encrypt({ packageId: id['COLFAC-PYME'], quantity: 3, promotionCode: 'BIENVENIDA10' }).expect(200);
    const { encrypted, url } = made.body.result as { encrypted: string; url: string };
    expect(encrypted).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(url).toBe(`http://colfactura.localhost:3000/license/addCart/${encrypted}`);

    const opened = await decrypt(encrypted).expect(200);
    expect(opened.body.result.records).toHaveLength(1);
    expect(opened.body.result.records[0]).toMatchObject({
      packageId: id['COLFAC-PYME'],
      packageCode: 'COLFAC-PYME',
      packagePrice: 890000,
      packagePriceWithDiscount: 890000,
      quantity: 3,
      promotionCode: 'BIENVENIDA10',
      itemsPackageFeatures: expect.any(Array),
    });
  });

  it('puts the link on the host of the brand that sells the package, whatever host the staff user is on', async () => {
    const made = await encrypt({ packageId: id['COLNOM-PYME'], quantity: 1 }, superadmin, 'colfactura.localhost:3000').expect(200);
    expect(made.body.result.url).toMatch(/^http:\/\/colnomina\.localhost:3000\/license\/addCart\/[A-Za-z0-9_-]+$/);
    const opened = await decrypt(made.body.result.encrypted).expect(200);
    expect(opened.body.result.records[0]).toMatchObject({ packageCode: 'COLNOM-PYME', quantity: 1, promotionCode: null, isEmployee: true });
  });

  it('refuses tampered, foreign and garbage links with the spec message', async () => {
    const { encrypted } = (await encrypt({ packageId: id['FIRMAYA-50'], quantity: 2 }).expect(200)).body.result as { encrypted: string };
    const tampered = encrypted.slice(0, 16) + (encrypted[16] === 'A' ? 'B' : 'A') + encrypted.slice(17);
    for (const bad of [tampered, encrypted.slice(0, -3), 'abc', 'no es un enlace', 'A'.repeat(2000)]) {
      const response = await decrypt(bad).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, code: 'ORDERING.PACKAGE_LINK_INVALID', statusMessage: LINK_FAILURE });
    }
    const missing = await t.http().post(DECRYPT).send({}).expect(400);
    expect(missing.body.errors).toContainEqual({ field: 'package', message: 'Campo obligatorio' });
  });

  it('refuses a link whose package was inactivated, and will not make one for it', async () => {
    const { encrypted } = (await encrypt({ packageId: id['BEMYSELF-CERT-ADIC'], quantity: 1 }).expect(200)).body.result as {
      encrypted: string;
    };
    await t
      .http()
      .put('/license/api/Package/ActivePackage')
      .set('Authorization', superadmin)
      .send({ id: id['BEMYSELF-CERT-ADIC'], idstate: 1 })
      .expect(200);
    await eventually(async () => ((await decrypt(encrypted)).status === 400 ? true : undefined), 5000, 'the inactivation');
    const response = await decrypt(encrypted).expect(400);
    expect(response.body.statusMessage).toBe(LINK_FAILURE);
    await encrypt({ packageId: id['BEMYSELF-CERT-ADIC'], quantity: 1 }).expect(404);
    expect((await packageRecord(t, superadmin, 'BEMYSELF-CERT-ADIC')).idstate).toBe(1);
  });

  it('checks the quantity (1–999) and the promo code (20 characters)', async () => {
    for (const quantity of [0, 1000, 2.5, 'x']) {
      const response = await encrypt({ packageId: id['COLFAC-PYME'], quantity }).expect(400);
      expect(response.body.errors).toContainEqual({ field: 'quantity', message: 'La cantidad debe estar entre 1 y 999.' });
    }
    const long = await encrypt({ packageId: id['COLFAC-PYME'], quantity: 1, promotionCode: 'X'.repeat(21) }).expect(400);
    expect(long.body.errors).toContainEqual({ field: 'promotionCode', message: 'Máximo 20 caracteres.' });
    await encrypt({ packageId: 987654, quantity: 1 }).expect(404);
  });

  it('lets only staff with the PACKAGES privilege make links', async () => {
    const body = { packageId: id['COLFAC-PYME'], quantity: 1 };
    await encrypt(body, '').expect(401);
    for (const roles of [['LICFINANCIERO'], ['LICENSECOMERCIAL'], ['LICENSEPROMOCODE']]) {
      await encrypt(body, await bearer(t.staffToken(roles, `sin.paquetes.${roles[0].toLowerCase()}`))).expect(403);
    }
    await encrypt(body, await bearer(t.customerToken('NIT', '900123456'))).expect(403);
  });
});
