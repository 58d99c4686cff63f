import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { nitCheckDigit } from '@lic/shared-rules';
import { CustomersDemoSeeder, DEMO_COMPANY_ID } from '../index';

const GET = '/license/api/Customer/GetCustomer';
const SET = '/license/api/Customer/SetCustomer';

const newCompany = {
  personType: 'J',
  documentTypeId: 4,
  documentNumber: '901555444',
  dv: 0,
  legalName: 'Servicios Logísticos del Sur S.A.S.',
  cellphoneNumber: '3209876543',
  email: 'contacto@logisticasur.com.co',
  fulladdress: 'Avenida Calle 26 # 68C-61',
  addressAdditionalInformation: 'Torre 2 piso 5',
  addressLatGeocode: 4.6582,
  addressLngGeocode: -74.1023,
  departmentId: 11,
  cityId: 11001,
  legalDocumentTypeId: 1,
  legalDocumentNumber: '52345678',
  legalFirstName: 'Paola Andrea',
  legalLastName: 'Suárez Molina',
  linkToApp: 'otras_apps',
  // The demo data publishes no policy: version 1 of the license brand is the current one (decision 0069).
  personalDataAuthorization: { authorized: true, policyVersion: 1 },
};

const newPerson = {
  personType: 'N',
  documentTypeId: 2,
  documentNumber: '654321',
  firstName: 'José Miguel',
  lastName: 'Peña Ortiz',
  cellphoneNumber: '3012223344',
  email: 'jose.pena@gmail.com',
  fulladdress: 'Carrera 7 # 32-16',
  departmentId: '5',
  cityId: '5001',
  personalDataAuthorization: { authorized: true, policyVersion: 1 },
};

describe('customers context through HTTP', () => {
  let t: TestApp;
  let licenses: string;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    licenses = `Bearer ${await t.staffToken(['LICENSECOMERCIAL'], 'ana.comercial')}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  const countCustomers = async (): Promise<number> => {
    const [row] = await t.orm.em.getConnection().execute<{ count: string }[]>('select count(*) from "customers"."customer"');
    return Number(row.count);
  };
  const rowOf = async (documentNumber: string): Promise<Record<string, unknown> | undefined> => {
    const rows = await t.orm.em
      .getConnection()
      .execute<Record<string, unknown>[]>('select * from "customers"."customer" where document_number = ?', [documentNumber]);
    return rows[0];
  };

  describe('POST /license/api/Customer/GetCustomer', () => {
    it('gives the staff the demo company with the info and every form field', async () => {
      const response = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ DocumentType: 4, DocumentNumber: '900123456' })
        .expect(200);
      expect(response.body.result).toEqual({
        customerId: DEMO_COMPANY_ID,
        customerName: 'Comercializadora Andina S.A.S.',
        documentType: 4,
        documentNumber: '900123456',
        legalRepresentativeName: 'Carlos Andrés Rodríguez Pérez',
        isNewCustomer: false,
        dv: nitCheckDigit('900123456'),
        cityId: 11001,
        departmentId: 11,
        fullAddress: 'Calle 100 # 19-61',
        personType: 'J',
        documentTypeId: 4,
        legalName: 'Comercializadora Andina S.A.S.',
        firstName: null,
        lastName: null,
        cellphoneNumber: '3104567890',
        email: 'compras@comercializadoraandina.com.co',
        fulladdress: 'Calle 100 # 19-61',
        addressAdditionalInformation: 'Oficina 802',
        addressLatGeocode: 4.6865,
        addressLngGeocode: -74.0473,
        legalDocumentTypeId: 1,
        legalDocumentNumber: '79845123',
        legalFirstName: 'Carlos Andrés',
        legalLastName: 'Rodríguez Pérez',
        linkToApp: 'otras_apps',
        contractStartDate: null,
        contractEndDate: null,
      });
    });

    it('finds a person, ignores spaces in the number and checks a given CustomerId', async () => {
      const person = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ DocumentType: '1', DocumentNumber: ' 43 567 890 ' })
        .expect(200);
      expect(person.body.result).toMatchObject({
        customerName: 'María Fernanda Gómez Restrepo',
        dv: null,
        legalRepresentativeName: null,
        cityId: 5001,
      });
      await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ CustomerId: DEMO_COMPANY_ID, DocumentType: 4, DocumentNumber: '900123456' })
        .expect(200);
      const other = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ CustomerId: '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00002', DocumentType: 4, DocumentNumber: '900123456' })
        .expect(404);
      expect(other.body.code).toBe('CUSTOMERS.NOT_FOUND');
    });

    it('answers 404 with a Spanish message for an unknown document', async () => {
      const response = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ DocumentType: 4, DocumentNumber: '999999999' })
        .expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        code: 'CUSTOMERS.NOT_FOUND',
        statusMessage: 'No existe un cliente registrado con el tipo y número de documento indicados.',
        errors: [],
      });
    });

    it('answers 400 with Spanish field errors for bad input', async () => {
      const empty = await t.http().post(GET).set('Authorization', licenses).send({}).expect(400);
      expect(empty.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'DocumentNumber', message: 'Campo obligatorio' },
          { field: 'DocumentType', message: 'Campo obligatorio' },
        ]),
      );
      const bad = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ CustomerId: 'abc', DocumentType: 3, DocumentNumber: '12AB' })
        .expect(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'CustomerId', message: 'El identificador no es válido.' },
          { field: 'DocumentType', message: 'Tipo de documento no permitido.' },
        ]),
      );
      const extra = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ DocumentType: 4, DocumentNumber: '900123456', Otro: 1 })
        .expect(400);
      expect(extra.body.errors).toEqual([{ field: 'Otro', message: 'Este campo no está permitido.' }]);
    });

    it('refuses a visitor without a token (401) and users without LICENSES (403)', async () => {
      await t.http().post(GET).send({ DocumentType: 4, DocumentNumber: '900123456' }).expect(401);
      const promo = await t.staffToken(['LICENSEPROMOCODE']);
      await t.http().post(GET).set('Authorization', `Bearer ${promo}`).send({ DocumentType: 4, DocumentNumber: '900123456' }).expect(403);
      const customer = await t.customerToken('4', '900123456');
      await t
        .http()
        .post(GET)
        .set('Authorization', `Bearer ${customer}`)
        .send({ DocumentType: 4, DocumentNumber: '900123456' })
        .expect(403);
    });
  });

  describe('POST /license/api/Customer/SetCustomer', () => {
    it('creates a company with its server-side check digit, then updates it by document', async () => {
      const created = await t.http().post(SET).set('Authorization', licenses).send(newCompany).expect(201);
      expect(created.body).toEqual({
        statusMessage: 'La empresa ha sido guardada exitosamente.',
        result: { customerId: expect.any(String), dv: nitCheckDigit('901555444') },
      });
      const row = await rowOf('901555444');
      expect(row).toMatchObject({
        check_digit: nitCheckDigit('901555444'),
        created_by: 'ana.comercial',
        modified_by: null,
        city_id: 11001,
      });

      const manager = `Bearer ${await t.staffToken(['SUPERADMIN'], 'super.admin')}`;
      const updated = await t
        .http()
        .post(SET)
        .set('Authorization', manager)
        .send({ ...newCompany, documentNumber: '901 555 444', cellphoneNumber: '6017435000', departmentId: 5, cityId: 5001 })
        .expect(200);
      expect(updated.body).toEqual({
        statusMessage: 'La empresa ha sido actualizada exitosamente.',
        result: { customerId: created.body.result.customerId, dv: nitCheckDigit('901555444') },
      });
      expect(await rowOf('901555444')).toMatchObject({
        cellphone_number: '6017435000',
        city_id: 5001,
        created_by: 'ana.comercial',
        modified_by: 'super.admin',
      });

      const read = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ DocumentType: 4, DocumentNumber: '901555444' })
        .expect(200);
      expect(read.body.result).toMatchObject({
        customerName: 'Servicios Logísticos del Sur S.A.S.',
        legalRepresentativeName: 'Paola Andrea Suárez Molina',
        departmentId: 5,
      });
    });

    it('creates a natural person and keeps no legal data for it', async () => {
      await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({ ...newPerson, legalName: 'No aplica S.A.S.', legalFirstName: 'Nadie' })
        .expect(201);
      expect(await rowOf('654321')).toMatchObject({
        person_type: 'N',
        document_type_id: 2,
        legal_name: null,
        legal_first_name: null,
        check_digit: null,
        department_id: 5,
      });
    });

    it('registers a PPT holder (14) with a numeric number and a company whose representative has a PPT; refuses letters in a PPT (400)', async () => {
      await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({ ...newPerson, documentTypeId: 14, documentNumber: '4889527', email: 'ppt.titular@gmail.com' })
        .expect(201);
      expect(await rowOf('4889527')).toMatchObject({ person_type: 'N', document_type_id: 14 });

      await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({ ...newCompany, documentNumber: '901666333', legalDocumentTypeId: 14, legalDocumentNumber: '5123456' })
        .expect(201);
      expect(await rowOf('901666333')).toMatchObject({ legal_document_type_id: 14, legal_document_number: '5123456' });

      const before = await countCustomers();
      const refused = await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({ ...newPerson, documentTypeId: 14, documentNumber: 'PPT48895' })
        .expect(400);
      expect(refused.body.errors).toEqual([
        { field: 'documentNumber', message: 'El número de documento debe tener entre 5 y 15 dígitos.' },
      ]);
      expect(await countCustomers()).toBe(before);

      const found = await t
        .http()
        .post(GET)
        .set('Authorization', licenses)
        .send({ DocumentType: 14, DocumentNumber: '4889527' })
        .expect(200);
      expect(found.body.result).toMatchObject({ documentTypeId: 14, documentNumber: '4889527' });
    });

    it('keeps the biometry contract dates, from the start of the Bogotá day', async () => {
      await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({
          ...newCompany,
          documentNumber: '901777888',
          linkToApp: 'biometria',
          contractStartDate: '2026-02-01',
          contractEndDate: '2027-01-31',
        })
        .expect(201);
      const row = await rowOf('901777888');
      expect(new Date(row?.contract_start_date as string).toISOString()).toBe('2026-02-01T05:00:00.000Z');
      expect(new Date(row?.contract_end_date as string).toISOString()).toBe('2027-01-31T05:00:00.000Z');
    });

    describe('refuses bad input with 400 and Spanish field errors, changing nothing', () => {
      const cases: [string, Record<string, unknown>, { field: string; message: string }[]][] = [
        [
          'a legal person with a document type other than NIT',
          { documentTypeId: 1 },
          [{ field: 'documentTypeId', message: 'Tipo de documento no permitido.' }],
        ],
        [
          'a legal representative whose document repeats the NIT',
          { legalDocumentNumber: '901999111' },
          [{ field: 'legalDocumentNumber', message: 'Nit y Número de Documento no deben ser iguales.' }],
        ],
        [
          'a NIT as the legal representative document type',
          { legalDocumentTypeId: 4 },
          [{ field: 'legalDocumentTypeId', message: 'Tipo de documento no permitido.' }],
        ],
        [
          'a NIT without 9 digits',
          { documentNumber: '90199911' },
          [{ field: 'documentNumber', message: 'El NIT debe tener 9 dígitos, sin dígito de verificación.' }],
        ],
        [
          'a legal name with a comma',
          { legalName: 'Servicios, Logísticos' },
          [
            {
              field: 'legalName',
              message: 'Razón social no válida: mínimo 4 caracteres; solo admite letras, números, espacios y los caracteres . & - ( )',
            },
          ],
        ],
        [
          'a legal name with special characters (storefront.md §5)',
          { legalName: 'Empresa <script>%$#' },
          [
            {
              field: 'legalName',
              message: 'Razón social no válida: mínimo 4 caracteres; solo admite letras, números, espacios y los caracteres . & - ( )',
            },
          ],
        ],
        [
          'representative names with digits',
          { legalFirstName: 'Paola 2' },
          [{ field: 'legalFirstName', message: 'Solo se permiten letras, mínimo 3 caracteres.' }],
        ],
        [
          'a short phone',
          { cellphoneNumber: '12345' },
          [{ field: 'cellphoneNumber', message: 'Debe ingresar un número de teléfono válido, de 7 a 10 cifras.' }],
        ],
        [
          'a malformed e-mail',
          { email: 'ab@c' },
          [{ field: 'email', message: 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres' }],
        ],
        [
          'a blocked e-mail domain',
          { email: 'empresa@mailinator.com' },
          [{ field: 'email', message: 'El dominio de correo ingresado no es permitido.' }],
        ],
        [
          'a blocked e-mail subdomain beside another bad field',
          { email: 'empresa@correo.yopmail.com', cellphoneNumber: '12' },
          [
            { field: 'email', message: 'El dominio de correo ingresado no es permitido.' },
            { field: 'cellphoneNumber', message: 'Debe ingresar un número de teléfono válido, de 7 a 10 cifras.' },
          ],
        ],
        [
          'an address with forbidden characters',
          { fulladdress: 'Calle 100 $ 19-61' },
          [{ field: 'fulladdress', message: 'La dirección solo admite letras, números, espacios y los caracteres # - , .' }],
        ],
        [
          'additional info over 100 characters',
          { addressAdditionalInformation: 'x'.repeat(101) },
          [{ field: 'addressAdditionalInformation', message: 'Máximo 100 caracteres.' }],
        ],
        [
          'a city of another department',
          { departmentId: 11, cityId: 5001 },
          [{ field: 'cityId', message: 'El municipio seleccionado no pertenece al departamento.' }],
        ],
        [
          'an unknown department',
          { departmentId: 3, cityId: 3001 },
          [{ field: 'departmentId', message: 'El departamento seleccionado no existe.' }],
        ],
        [
          'biometry without contract dates',
          { linkToApp: 'biometria' },
          [
            { field: 'contractStartDate', message: 'Campo obligatorio' },
            { field: 'contractEndDate', message: 'Campo obligatorio' },
          ],
        ],
        [
          'biometry ending before it starts',
          { linkToApp: 'biometria', contractStartDate: '2026-05-10', contractEndDate: '2026-05-01' },
          [{ field: 'contractEndDate', message: 'La fecha debe ser posterior a 10/05/2026' }],
        ],
        [
          'an invalid contract date',
          { linkToApp: 'biometria', contractStartDate: '2026-13-45', contractEndDate: '2027-01-01' },
          [{ field: 'contractStartDate', message: 'Fecha no valida' }],
        ],
        ['an unknown link option', { linkToApp: 'otra' }, [{ field: 'linkToApp', message: 'El valor no es una opción válida.' }]],
        ['an unknown person type', { personType: 'X' }, [{ field: 'personType', message: 'El valor no es una opción válida.' }]],
        ['a field the form does not have', { rut: 'x' }, [{ field: 'rut', message: 'Este campo no está permitido.' }]],
      ];

      it.each(cases)('%s', async (_name, change, errors) => {
        const before = await countCustomers();
        const response = await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...newCompany, documentNumber: '901999111', ...change })
          .expect(400);
        expect(response.body.statusCode).toBe(400);
        expect(response.body.errors).toEqual(expect.arrayContaining(errors));
        expect(await countCustomers()).toBe(before);
        expect(await rowOf('901999111')).toBeUndefined();
      });

      it('every missing field of the form', async () => {
        const response = await t.http().post(SET).set('Authorization', licenses).send({ personType: 'J' }).expect(400);
        expect(response.body.errors).toEqual(
          expect.arrayContaining([
            { field: 'documentTypeId', message: 'Campo obligatorio' },
            { field: 'documentNumber', message: 'Campo obligatorio' },
            { field: 'legalName', message: 'Campo obligatorio' },
            { field: 'cellphoneNumber', message: 'Campo obligatorio' },
            { field: 'email', message: 'Campo obligatorio' },
            { field: 'departmentId', message: 'Campo obligatorio' },
            { field: 'cityId', message: 'Campo obligatorio' },
            { field: 'fulladdress', message: 'Campo obligatorio' },
            { field: 'legalDocumentTypeId', message: 'Campo obligatorio' },
            { field: 'legalDocumentNumber', message: 'Campo obligatorio' },
            { field: 'legalFirstName', message: 'Campo obligatorio' },
            { field: 'legalLastName', message: 'Campo obligatorio' },
          ]),
        );
        const person = await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...newPerson, firstName: '', lastName: undefined })
          .expect(400);
        expect(person.body.errors).toEqual([
          { field: 'firstName', message: 'Campo obligatorio' },
          { field: 'lastName', message: 'Campo obligatorio' },
        ]);
      });
    });

    describe("the holder's authorization (decision 0069)", () => {
      const MISSING = 'Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.';
      const consentsOf = async (documentNumber: string) =>
        t.orm.em
          .getConnection()
          .execute<Record<string, unknown>[]>('select * from "privacy"."consent" where document_number = ?', [documentNumber]);

      it('refuses the save without it (400 in Spanish): no company and no consent', async () => {
        const before = await countCustomers();
        const { personalDataAuthorization: _left, ...without } = { ...newCompany, documentNumber: '901444555' };
        const missing = await t.http().post(SET).set('Authorization', licenses).send(without).expect(400);
        expect(missing.body.errors).toEqual([{ field: 'personalDataAuthorization', message: MISSING }]);
        const unticked = await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...without, personalDataAuthorization: { authorized: false, policyVersion: 1 } })
          .expect(400);
        expect(unticked.body.errors).toEqual([{ field: 'personalDataAuthorization.authorized', message: MISSING }]);
        const forged = await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...without, personalDataAuthorization: { authorized: 'true', policyVersion: 'uno', extra: 1 } })
          .expect(400);
        expect(forged.body.errors).toEqual(
          expect.arrayContaining([
            { field: 'personalDataAuthorization.authorized', message: MISSING },
            { field: 'personalDataAuthorization.extra', message: 'Este campo no está permitido.' },
          ]),
        );
        expect(await countCustomers()).toBe(before);
        expect(await consentsOf('901444555')).toEqual([]);
      });

      it('refuses a version that is no longer the current one (422): no company and no consent', async () => {
        const stale = await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...newCompany, documentNumber: '901444556', personalDataAuthorization: { authorized: true, policyVersion: 3 } })
          .expect(422);
        expect(stale.body.code).toBe('PRIVACY.STALE_POLICY');
        expect(stale.body.statusMessage).toBe(
          'La Política de Tratamiento de Datos Personales cambió a la versión 1 mientras llenabas el formulario. Muéstrale la nueva versión al titular y confirma de nuevo su autorización.',
        );
        expect(await rowOf('901444556')).toBeUndefined();
        expect(await consentsOf('901444556')).toEqual([]);
      });

      it('records it with the staff member who registered the company or the person', async () => {
        await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...newCompany, documentNumber: '901444557' })
          .expect(201);
        await t
          .http()
          .post(SET)
          .set('Authorization', licenses)
          .send({ ...newPerson, documentNumber: '1044555666', documentTypeId: 1 })
          .expect(201);
        const [company] = await consentsOf('901444557');
        expect(company).toMatchObject({
          app_name: 'license',
          form: 'REGISTRO_EMPRESA',
          policy_version: 1,
          user_name: 'ana.comercial',
          document_type_id: 4,
          holder_name: 'Servicios Logísticos del Sur S.A.S.',
          holder_email: 'contacto@logisticasur.com.co',
        });
        expect(company.ip).toEqual(expect.any(String));
        expect(await consentsOf('1044555666')).toEqual([
          expect.objectContaining({ holder_name: 'José Miguel Peña Ortiz', form: 'REGISTRO_EMPRESA' }),
        ]);

        // An update is a new statement of the authorization, by whoever saves it.
        const manager = `Bearer ${await t.staffToken(['SUPERADMIN'], 'super.admin')}`;
        await t
          .http()
          .post(SET)
          .set('Authorization', manager)
          .send({ ...newCompany, documentNumber: '901444557', cellphoneNumber: '6017435000' })
          .expect(200);
        const both = await consentsOf('901444557');
        expect(both.map((consent) => consent.user_name).sort()).toEqual(['ana.comercial', 'super.admin']);
      });
    });

    it('refuses with 422 to turn a registered person into a company', async () => {
      await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({ ...newPerson, documentTypeId: 4, documentNumber: '901222333' })
        .expect(201);
      const response = await t
        .http()
        .post(SET)
        .set('Authorization', licenses)
        .send({ ...newCompany, documentNumber: '901222333' })
        .expect(422);
      expect(response.body).toMatchObject({
        statusCode: 422,
        code: 'CUSTOMERS.PERSON_TYPE_CHANGE',
        statusMessage: 'No es posible cambiar el tipo de persona de un cliente ya registrado.',
      });
      expect(await rowOf('901222333')).toMatchObject({ person_type: 'N', legal_name: null });
    });

    it('refuses a visitor without a token (401) and users without LICENSES (403), changing nothing', async () => {
      const before = await countCustomers();
      await t
        .http()
        .post(SET)
        .send({ ...newCompany, documentNumber: '901444555' })
        .expect(401);
      const financial = await t.staffToken(['LICFINANCIEROCONSULTA']);
      await t
        .http()
        .post(SET)
        .set('Authorization', `Bearer ${financial}`)
        .send({ ...newCompany, documentNumber: '901444555' })
        .expect(403);
      const customer = await t.customerToken('4', '901444555');
      await t
        .http()
        .post(SET)
        .set('Authorization', `Bearer ${customer}`)
        .send({ ...newCompany, documentNumber: '901444555' })
        .expect(403);
      expect(await countCustomers()).toBe(before);
    });
  });

  describe('GET /license/api/Customer/GetCustomersPaged', () => {
    it('pages the companies and persons and filters by document or name', async () => {
      const packages = `Bearer ${await t.staffToken(['SUPERADMIN'])}`;
      const all = await t
        .http()
        .get('/license/api/Customer/GetCustomersPaged')
        .set('Authorization', packages)
        .set('startRegister', '0')
        .set('registerNumber', '2')
        .expect(200);
      expect(all.body.result.records).toHaveLength(2);
      expect(all.body.result.count).toBeGreaterThanOrEqual(5);
      expect(Object.keys(all.body.result.records[0]).sort()).toEqual(['documentNumber', 'firstName', 'id', 'lastName', 'legalName']);

      const second = await t
        .http()
        .get('/license/api/Customer/GetCustomersPaged')
        .set('Authorization', packages)
        .set('startRegister', '2')
        .set('registerNumber', '2')
        .expect(200);
      expect(second.body.result.records[0].id).not.toBe(all.body.result.records[0].id);

      const byNit = await t
        .http()
        .get('/license/api/Customer/GetCustomersPaged')
        .set('Authorization', packages)
        .set('filter', '900123456')
        .expect(200);
      expect(byNit.body.result.records.map((r: { legalName: string }) => r.legalName)).toEqual(['Comercializadora Andina S.A.S.']);
      const byName = await t
        .http()
        .get('/license/api/Customer/GetCustomersPaged')
        .set('Authorization', packages)
        .set('filter', 'andina')
        .expect(200);
      expect(byName.body.result.count).toBe(1);
    });

    it('refuses bad paging headers with 400 in Spanish', async () => {
      const response = await t
        .http()
        .get('/license/api/Customer/GetCustomersPaged')
        .set('Authorization', licenses)
        .set('registerNumber', 'muchos')
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'registerNumber', message: 'Debe ser un número entero entre 1 y 100.' }]);
    });

    it('needs a token and the PACKAGES or LICENSES privilege', async () => {
      await t.http().get('/license/api/Customer/GetCustomersPaged').expect(401);
      const promo = await t.staffToken(['LICENSEPROMOCODE']);
      await t.http().get('/license/api/Customer/GetCustomersPaged').set('Authorization', `Bearer ${promo}`).expect(403);
    });
  });

  describe('CustomersDemoSeeder', () => {
    it('seeds the demo companies and persons once, whatever the number of runs', async () => {
      const demo = async () =>
        t.orm.em
          .getConnection()
          .execute<{ id: string }[]>(
            `select id from "customers"."customer" where id::text like '7d7c3f4e-2a4b-4c55-9a51-0c0ffee0000%' order by id`,
          );
      expect(await demo()).toHaveLength(5);
      const before = await countCustomers();
      await t.orm.seeder.seed(CustomersDemoSeeder);
      expect(await countCustomers()).toBe(before);
      expect(await demo()).toHaveLength(5);
      expect(await rowOf('900123456')).toMatchObject({
        id: DEMO_COMPANY_ID,
        legal_name: 'Comercializadora Andina S.A.S.',
        check_digit: nitCheckDigit('900123456'),
        department_id: 11,
        city_id: 11001,
        created_by: 'system',
      });
    });
  });
});
