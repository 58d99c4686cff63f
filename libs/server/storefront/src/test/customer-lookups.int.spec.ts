import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { RequestContext } from '@mikro-orm/core';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { DEMO_CUSTOMERS, UpsertCustomerByDocumentCommand } from '@lic/server-customers';
import { COMPANY_LOOKUP, type CompanyLookup } from '../application/ports/company-lookup.port';
import { nitCheckDigit } from '@lic/shared-rules';
import { restoreClock } from './verification-test-kit';

const RAZON_SOCIAL = '/license/api/PurchaseOrderLicense/GetRazonSocialByDocTypeAndDoc';
const CUSTOMER_INFORMATION = '/license/api/PurchaseOrderLicense/GetCustomerInformation';

describe('customer look-ups of the purchase form through HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    // The demo companies and persons, registered the way any context registers customers.
    for (const customer of DEMO_CUSTOMERS) {
      await RequestContext.create(t.orm.em, () => t.app.get(CommandBus).execute(new UpsertCustomerByDocumentCommand(customer.data)));
    }
  });
  afterEach(() => restoreClock());
  afterAll(async () => {
    await t?.close();
  });

  describe('GetRazonSocialByDocTypeAndDoc/{appName}/{documentTypeId}/{documentNumber}', () => {
    it('answers the legal name of a registered company and the NIT check digit, to anyone', async () => {
      const response = await t.http().get(`${RAZON_SOCIAL}/colfactura/4/900123456`).expect(200);
      expect(response.body).toEqual({
        result: { razonSocial: 'Comercializadora Andina S.A.S.', dv: nitCheckDigit('900123456'), found: true },
      });
      const anyCase = await t
        .http()
        .get('/license/api/purchaseorderlicense/getrazonsocialbydoctypeanddoc/COLFACTURA/4/901234567')
        .expect(200);
      expect(anyCase.body.result).toMatchObject({ razonSocial: 'Transportes del Pacífico S.A.S.', found: true });
    });

    it('answers found false for an unknown document, with the check digit still computed', async () => {
      const response = await t.http().get(`${RAZON_SOCIAL}/colfactura/4/811111111`).expect(200);
      expect(response.body.result).toEqual({ razonSocial: null, dv: nitCheckDigit('811111111'), found: false });
    });

    it('never tells a natural person’s name', async () => {
      const response = await t.http().get(`${RAZON_SOCIAL}/colfactura/1/43567890`).expect(200);
      expect(response.body.result).toEqual({ razonSocial: null, dv: null, found: false });
    });

    it('lets the company look-up ask an outside registry except for bemyself', async () => {
      const lookup = t.app.get<CompanyLookup>(COMPANY_LOOKUP);
      const spy = jest.spyOn(lookup, 'findByDocument');
      await t.http().get(`${RAZON_SOCIAL}/colfactura/4/900123456`).expect(200);
      await t.http().get(`${RAZON_SOCIAL}/bemyself/4/900123456`).expect(200);
      expect(spy.mock.calls).toEqual([
        [4, '900123456', { allowExternal: true }],
        [4, '900123456', { allowExternal: false }],
      ]);
    });

    it('refuses bad path parameters with Spanish messages', async () => {
      const app = await t.http().get(`${RAZON_SOCIAL}/otraapp/4/900123456`).expect(400);
      expect(app.body.errors).toEqual([{ field: 'appName', message: 'La aplicación indicada no existe.' }]);
      const type = await t.http().get(`${RAZON_SOCIAL}/colfactura/NIT/900123456`).expect(400);
      expect(type.body.errors).toEqual([{ field: 'documentTypeId', message: 'Tipo de documento no permitido.' }]);
      const notForApp = await t.http().get(`${RAZON_SOCIAL}/colfactura/10/1234567890`).expect(400);
      expect(notForApp.body.errors).toEqual([{ field: 'documentTypeId', message: 'Tipo de documento no permitido.' }]);
      const number = await t.http().get(`${RAZON_SOCIAL}/colfactura/4/90012AB`).expect(400);
      expect(number.body).toMatchObject({
        statusMessage: 'documentNumber: El número de documento debe tener entre 5 y 15 dígitos.',
        errors: [{ field: 'documentNumber', message: 'El número de documento debe tener entre 5 y 15 dígitos.' }],
      });
    });
  });

  describe('GetCustomerInformation', () => {
    const post = (auth: string | undefined, body: Record<string, unknown>) => {
      const request = t.http().post(CUSTOMER_INFORMATION);
      return (auth ? request.set('Authorization', auth) : request).send(body);
    };
    const own = { documentType: 4, documentNumber: '900123456', appName: 'colfactura' };

    it('gives a signed-in customer its own data with department and city names', async () => {
      const auth = `Bearer ${await t.customerToken('NIT', '900123456')}`;
      const response = await post(auth, own).expect(200);
      expect(response.body.result).toEqual({
        personType: 'J',
        documentTypeId: 4,
        documentNumber: '900123456',
        dv: nitCheckDigit('900123456'),
        legalName: 'Comercializadora Andina S.A.S.',
        firstName: null,
        lastName: null,
        cellphoneNumber: '3104567890',
        email: 'compras@comercializadoraandina.com.co',
        fulladdress: 'Calle 100 # 19-61',
        addressLatGeocode: 4.6865,
        addressLngGeocode: -74.0473,
        departmentId: 11,
        departmentName: 'Bogotá, D.C.',
        cityId: 11001,
        cityName: 'BOGOTA, D.C.',
        addressAdditionalInformation: 'Oficina 802',
        legalDocumentTypeId: 1,
        legalDocumentNumber: '79845123',
        legalFirstName: 'Carlos Andrés',
        legalLastName: 'Rodríguez Pérez',
      });
      // Without a body the token's own document is used; a numeric customer_type works too.
      const empty = await post(auth, {}).expect(200);
      expect(empty.body.result.documentNumber).toBe('900123456');
      await post(`Bearer ${await t.customerToken('4', '900123456')}`, { ...own, documentType: '4' }).expect(200);
    });

    it('refuses another customer’s document, staff and anonymous callers', async () => {
      const auth = `Bearer ${await t.customerToken('NIT', '900123456')}`;
      const other = await post(auth, { ...own, documentNumber: '901234567' }).expect(403);
      expect(other.body).toMatchObject({
        statusCode: 403,
        statusMessage: 'No tienes los suficientes privilegios para realizar esta acción.',
      });
      await post(`Bearer ${await t.customerToken('CC', '900123456')}`, own).expect(403);
      await post(`Bearer ${await t.staffToken(['SUPERADMIN'])}`, own).expect(403);
      await post(undefined, own).expect(401);
    });

    it('answers a Spanish 404 for a customer the store does not know', async () => {
      const response = await post(`Bearer ${await t.customerToken('NIT', '811111111')}`, {
        documentType: 4,
        documentNumber: '811111111',
      }).expect(404);
      expect(response.body).toMatchObject({
        code: 'ORDERING.CUSTOMER_NOT_FOUND',
        statusMessage: 'No existe un cliente registrado con el tipo y número de documento indicados.',
      });
    });

    it('refuses a malformed body with Spanish messages', async () => {
      const auth = `Bearer ${await t.customerToken('NIT', '900123456')}`;
      const type = await post(auth, { ...own, documentType: 99 }).expect(400);
      expect(type.body.errors).toEqual([{ field: 'documentType', message: 'Tipo de documento no permitido.' }]);
      const app = await post(auth, { ...own, appName: 'otraapp' }).expect(400);
      expect(app.body.errors).toEqual([{ field: 'appName', message: 'La aplicación indicada no existe.' }]);
      const extra = await post(auth, { ...own, customerId: 'x' }).expect(400);
      expect(extra.body.errors).toEqual([{ field: 'customerId', message: 'Este campo no está permitido.' }]);
    });
  });
});
