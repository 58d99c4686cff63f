import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';

interface ParameterRecord {
  parameterCode: string;
  parameterValue: string;
}

// The repository's copy of ../shared/data/colombia-divipola.json (the source the migration was generated from).
const divipolaFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../tools/reference/data/colombia-divipola.json',
);

describe('reference context through HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const valuesOf = (records: ParameterRecord[]): Record<string, unknown> =>
    Object.fromEntries(records.map((r) => [r.parameterCode, (JSON.parse(r.parameterValue) as { value: unknown }).value]));

  describe('GET /license/api/parameter/GetAppParameters', () => {
    it('gives an anonymous visitor the application info and parameters of the brand', async () => {
      const response = await t.http().get('/license/api/parameter/GetAppParameters').set('appName', 'colfactura').expect(200);
      const records = response.body.result.records as ParameterRecord[];
      for (const record of records) {
        expect(Object.keys(record).sort()).toEqual(['parameterCode', 'parameterValue']);
        expect(typeof JSON.parse(record.parameterValue).type).toBe('string');
      }
      expect(valuesOf(records)).toMatchObject({
        urlLandingPage: 'https://www.colfactura.com',
        urlSecutityLogin: '/login',
        urlPersonalDataTreatmentPolicy: 'https://www.colfactura.com/politica-de-tratamiento-de-datos-personales',
        urlTermsAndConditions: 'https://www.colfactura.com/terminos-y-condiciones',
        userActivateTokenTime: 24,
        contactEmailLabel: 'soporte@colfactura.com',
        paymentCashApply: true,
        integrationServiceApply: true,
        promotionCodeApply: true,
        planFeaturesview: true,
        urlsFromBack: true,
      });
    });

    it('filters by the parameterType header', async () => {
      const info = await t
        .http()
        .get('/license/api/parameter/GetAppParameters')
        .set('appName', 'firmaya')
        .set('parameterType', 'APP_INFO')
        .expect(200);
      const codes = (info.body.result.records as ParameterRecord[]).map((r) => r.parameterCode);
      expect(codes).toContain('urlLandingPage');
      expect(codes).not.toContain('paymentCashApply');
      const flags = await t
        .http()
        .get('/license/api/parameter/GetAppParameters')
        .set('appName', 'firmaya')
        .set('parameterType', 'APP_PARAMETERS')
        .expect(200);
      expect(Object.keys(valuesOf(flags.body.result.records)).sort()).toEqual([
        'integrationServiceApply',
        'paymentCashApply',
        'paymentStatusCountdownSeconds',
        'planFeaturesview',
        'promotionCodeApply',
        'urlsFromBack',
      ]);
    });

    it('finds the brand by tenant and gives bemyself no cash payment', async () => {
      const response = await t.http().get('/license/api/parameter/GetAppParameters').set('tenant', 'myselfcert').expect(200);
      expect(valuesOf(response.body.result.records)).toMatchObject({
        paymentCashApply: false,
        urlLandingPage: 'https://www.bemyself.com.co',
      });
    });

    it('falls back to the brand of the host', async () => {
      const response = await t.http().get('/license/api/parameter/GetAppParameters').set('Host', 'colnomina.localhost:3000').expect(200);
      expect(valuesOf(response.body.result.records).urlLandingPage).toBe('https://www.colnomina.com');
    });

    it('skips a record whose value does not hold its declared type', async () => {
      const connection = t.orm.em.getConnection();
      await connection.execute(
        `insert into "reference"."parameter" ("app_name", "parameter_type", "parameter_code", "parameter_value") values
         ('boveda', 'APP_PARAMETERS', 'brokenFlag', '{"type":"boolean","value":"si"}'),
         ('boveda', 'APP_PARAMETERS', 'brokenNumber', '{"type":"number","value":"10"}'),
         ('boveda', 'APP_PARAMETERS', 'notJson', 'verdadero'),
         ('boveda', 'APP_PARAMETERS', 'goodFlag', '{"type":"boolean","value":false}')`,
      );
      const response = await t.http().get('/license/api/parameter/GetAppParameters').set('appName', 'boveda').expect(200);
      const codes = (response.body.result.records as ParameterRecord[]).map((r) => r.parameterCode);
      expect(codes).toContain('goodFlag');
      expect(codes).not.toContain('brokenFlag');
      expect(codes).not.toContain('brokenNumber');
      expect(codes).not.toContain('notJson');
      await t.http().get('/license/api/Parameter/GetParameterByType?parameterCode=brokenFlag').set('appName', 'boveda').expect(404);
    });

    it('refuses an unknown app or parameter type with a Spanish field error', async () => {
      const app = await t.http().get('/license/api/parameter/GetAppParameters').set('appName', 'netflix').expect(400);
      expect(app.body).toMatchObject({
        statusCode: 400,
        code: 'REFERENCE.UNKNOWN_APP',
        errors: [{ field: 'appName', message: 'La aplicación indicada no existe.' }],
      });
      const type = await t
        .http()
        .get('/license/api/parameter/GetAppParameters')
        .set('appName', 'colfactura')
        .set('parameterType', 'OTRO')
        .expect(400);
      expect(type.body.errors).toEqual([{ field: 'parameterType', message: 'El tipo de parámetro indicado no existe.' }]);
    });
  });

  describe('GET /license/api/Parameter/GetParameterByType', () => {
    it('gives the PackageTax parameter (19) to anyone, routing case-insensitively', async () => {
      const response = await t.http().get('/license/api/Parameter/GetParameterByType?parameterCode=PackageTax').expect(200);
      expect(response.body).toEqual({
        result: { records: [{ parameterCode: 'PackageTax', parameterValue: JSON.stringify({ type: 'number', value: 19 }) }] },
      });
      const lower = await t
        .http()
        .get('/license/api/parameter/getparameterbytype?parameterCode=PackageTax')
        .set('appName', 'colfactura')
        .expect(200);
      expect(JSON.parse(lower.body.result.records[0].parameterValue).value).toBe(19);
    });

    it('gives the app its own parameter by code', async () => {
      const response = await t
        .http()
        .get('/license/api/Parameter/GetParameterByType?parameterCode=urlLandingPage')
        .set('appName', 'firmamail')
        .expect(200);
      expect(JSON.parse(response.body.result.records[0].parameterValue).value).toBe('https://www.firmamail.com');
    });

    it('answers 400 without a code and 404 for an unknown one', async () => {
      const missing = await t.http().get('/license/api/Parameter/GetParameterByType').expect(400);
      expect(missing.body.errors).toEqual([{ field: 'parameterCode', message: 'Campo obligatorio' }]);
      const extra = await t.http().get('/license/api/Parameter/GetParameterByType?parameterCode=PackageTax&x=1').expect(400);
      expect(extra.body.errors).toEqual([{ field: 'x', message: 'Este campo no está permitido.' }]);
      const unknown = await t.http().get('/license/api/Parameter/GetParameterByType?parameterCode=NoExiste').expect(404);
      expect(unknown.body).toMatchObject({ code: 'REFERENCE.PARAMETER_NOT_FOUND', statusMessage: 'El parámetro solicitado no existe.' });
    });
  });

  describe('GET /license/api/parameter/GetAllDocumentTypes', () => {
    const codesFor = async (appName?: string): Promise<string[]> => {
      const request = t.http().get('/license/api/parameter/GetAllDocumentTypes');
      const response = await (appName ? request.set('appName', appName) : request).expect(200);
      return (response.body.result.records as { documentTypeCode: string }[]).map((r) => r.documentTypeCode);
    };

    it('gives the records with value, id, text, code and countries', async () => {
      const response = await t.http().get('/license/api/parameter/GetAllDocumentTypes').set('appName', 'bemyself').expect(200);
      expect(response.body.result.records).toEqual([
        { value: 1, id: 1, text: 'Cédula de ciudadanía', documentTypeCode: 'CC', countries: ['CO'], documentTypeColfacturaId: 13 },
        { value: 2, id: 2, text: 'Cédula de extranjería', documentTypeCode: 'CE', countries: ['CO'], documentTypeColfacturaId: 22 },
        { value: 4, id: 4, text: 'NIT', documentTypeCode: 'NIT', countries: ['CO'], documentTypeColfacturaId: 31 },
        { value: 6, id: 6, text: 'Pasaporte', documentTypeCode: 'PA', countries: [], documentTypeColfacturaId: 41 },
        {
          value: 10,
          id: 10,
          text: 'Número único de identificación personal',
          documentTypeCode: 'NUIP',
          countries: ['CO'],
          documentTypeColfacturaId: 91,
        },
        {
          value: 14,
          id: 14,
          text: 'Permiso por protección temporal',
          documentTypeCode: 'PPT',
          countries: ['CO'],
          documentTypeColfacturaId: 48,
        },
      ]);
    });

    it.each([
      ['colfactura', ['CC', 'CE', 'NIT', 'PA', 'PPT']],
      ['colnomina', ['CC', 'CE', 'NIT', 'PA', 'PPT']],
      ['firmaya', ['CC', 'CE', 'NIT', 'PA', 'PPT']],
      ['firmamail', ['CC', 'CE', 'NIT', 'PA', 'PPT']],
      ['boveda', ['CC', 'CE', 'NIT', 'PA', 'NUIP', 'PPT']],
      ['bemyself', ['CC', 'CE', 'NIT', 'PA', 'NUIP', 'PPT']],
      ['license', ['CC', 'CE', 'NIT', 'PA', 'PPT']],
    ])('applies the allowlist of %s (PPT wherever CE and PA are; never TI)', async (appName, codes) => {
      expect(await codesFor(appName)).toEqual(codes);
    });

    it('uses the license allowlist when no brand is named', async () => {
      expect(await codesFor()).toEqual(['CC', 'CE', 'NIT', 'PA', 'PPT']);
    });

    it('refuses an unknown app', async () => {
      const response = await t.http().get('/license/api/parameter/GetAllDocumentTypes').set('appName', 'otra').expect(400);
      expect(response.body.errors).toEqual([{ field: 'appName', message: 'La aplicación indicada no existe.' }]);
    });
  });

  describe('GET /license/api/parameter/GetListStatesAndCities', () => {
    it('lists the 33 departments and 1,122 municipalities with their DANE codes', async () => {
      const divipola = JSON.parse(readFileSync(divipolaFile, 'utf8')) as {
        departments: { code: string; name: string }[];
        municipalities: { code: string; name: string; departmentCode: string }[];
      };
      const response = await t.http().get('/license/api/parameter/GetListStatesAndCities').expect(200);
      const { statesList, itemsStatesList } = response.body.result.records as {
        statesList: { id: number; daneCode: string; stateName: string; city: { id: number; daneCode: string; cityName: string }[] }[];
        itemsStatesList: { text: string; value: number }[];
      };
      expect(statesList).toHaveLength(33);
      expect(itemsStatesList).toHaveLength(33);
      const cities = statesList.flatMap((state) => state.city.map((city) => ({ ...city, departmentCode: state.daneCode })));
      expect(cities).toHaveLength(1122);

      expect(statesList.map((s) => s.daneCode).sort()).toEqual(divipola.departments.map((d) => d.code).sort());
      expect(cities.map((c) => `${c.daneCode}:${c.departmentCode}`).sort()).toEqual(
        divipola.municipalities.map((m) => `${m.code}:${m.departmentCode}`).sort(),
      );
      for (const state of statesList) expect(state.id).toBe(Number(state.daneCode));
      for (const city of cities) expect(city.id).toBe(Number(city.daneCode));
      expect(itemsStatesList).toEqual(statesList.map((s) => ({ text: s.stateName, value: s.id })));

      const bogota = statesList.find((s) => s.daneCode === '11');
      expect(bogota).toMatchObject({
        id: 11,
        stateName: 'Bogotá, D.C.',
        city: [{ id: 11001, daneCode: '11001', cityName: 'BOGOTA, D.C.' }],
      });
      const antioquia = statesList.find((s) => s.daneCode === '05');
      expect(antioquia?.city.find((c) => c.id === 5001)?.cityName).toBe('Medellín');
      expect(antioquia?.city).toHaveLength(divipola.municipalities.filter((m) => m.departmentCode === '05').length);
    });
  });

  describe('GET /mail/api/Mail/emailsInBlackList', () => {
    it('lists the blocked e-mail domains to anyone', async () => {
      const response = await t.http().get('/mail/api/Mail/emailsInBlackList').expect(200);
      expect(response.body.result.records).toEqual(
        expect.arrayContaining(['mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com', 'tempmail.com']),
      );
    });
  });

  describe('GET /license/api/parameter/GetAddressAssistantLists', () => {
    it('gives the street types, letters, bis and cardinal points to anyone', async () => {
      const response = await t.http().get('/license/api/parameter/GetAddressAssistantLists').expect(200);
      const { type, letters, bis, cardinal } = response.body.result.records;
      expect(type.slice(0, 2)).toEqual([
        { value: 'Calle', text: 'Calle' },
        { value: 'Carrera', text: 'Carrera' },
      ]);
      expect(letters).toHaveLength(26);
      expect(bis).toEqual([{ value: 'Bis', text: 'Bis' }]);
      expect(cardinal.map((c: { text: string }) => c.text)).toEqual(['Norte', 'Sur', 'Este', 'Oeste']);
    });
  });

  describe('GET /license/api/parameter/GetAllRejectTypes', () => {
    it('gives the reject reasons to payment staff', async () => {
      const token = await t.staffToken(['LICFINANCIERO']);
      const response = await t.http().get('/license/api/parameter/GetAllRejectTypes').set('Authorization', `Bearer ${token}`).expect(200);
      expect(response.body.result.records.slice(0, 2)).toEqual([
        { id: 1, rejectTypeDescription: 'Comprobante ilegible' },
        { id: 2, rejectTypeDescription: 'Valor no coincide' },
      ]);
    });

    it('refuses a visitor without a token (401) and staff without PAYMENTS (403)', async () => {
      const anonymous = await t.http().get('/license/api/parameter/GetAllRejectTypes').expect(401);
      expect(anonymous.body.statusMessage).toBe('Debes iniciar sesión para realizar esta acción.');
      const token = await t.staffToken(['LICENSEPROMOCODE']);
      const forbidden = await t.http().get('/license/api/parameter/GetAllRejectTypes').set('Authorization', `Bearer ${token}`).expect(403);
      expect(forbidden.body.statusMessage).toBe('No tienes los suficientes privilegios para realizar esta acción.');
    });
  });

  describe('GET /license/api/parameter/GetAllServiceTypes and GetAllFeatureTypes', () => {
    it('give the configuration staff the service types and the feature categories', async () => {
      const token = await t.staffToken(['SUPERADMIN']);
      const services = await t.http().get('/license/api/parameter/GetAllServiceTypes').set('Authorization', `Bearer ${token}`).expect(200);
      expect((services.body.result.records as { serviceType1: string }[]).map((r) => r.serviceType1)).toEqual([
        'Facturación electrónica',
        'Nómina electrónica',
        'Firma electrónica',
        'Firma de correo',
        'Almacenamiento seguro',
        'Identidad digital',
      ]);
      expect(services.body.result.records[0]).toEqual({
        id: 1,
        serviceType1: 'Facturación electrónica',
        serviceTypeCode: 'FACTURACION_ELECTRONICA',
      });
      const features = await t.http().get('/license/api/parameter/GetAllFeatureTypes').set('Authorization', `Bearer ${token}`).expect(200);
      expect(features.body.result.records).toEqual([
        { id: 'F', categoryType: 'F', name: 'Funcionalidad Sistema' },
        { id: 'T', categoryType: 'T', name: 'Transaccionalidad' },
      ]);
    });

    it('refuse a visitor without a token (401) and staff without CONFIGURATION (403)', async () => {
      for (const path of ['/license/api/parameter/GetAllServiceTypes', '/license/api/parameter/GetAllFeatureTypes']) {
        await t.http().get(path).expect(401);
        const token = await t.staffToken(['LICFINANCIERO']);
        await t.http().get(path).set('Authorization', `Bearer ${token}`).expect(403);
        const customer = await t.customerToken('4', '900123456');
        await t.http().get(path).set('Authorization', `Bearer ${customer}`).expect(403);
      }
    });
  });
});
