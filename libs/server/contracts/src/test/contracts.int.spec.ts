import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { ContractSupervisorPart, CreateContractRequest } from '@lic/shared-api-types';
import {
  bearer,
  bemyselfContract,
  colfacturaContract,
  CONSUMPTION,
  contractNumber,
  CREATE,
  DASHBOARD,
  DETAILS,
  GET_CONTRACTS,
  MOVEMENTS,
  PACKAGES,
  PARAMETERS,
  PRODUCTS,
  rows,
  until,
} from './contracts-test-kit';

const FORBIDDEN = 'No tienes los suficientes privilegios para realizar esta acción.';

describe('contracts ("convenios") through HTTP', () => {
  let t: TestApp;
  const auth: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    auth.SUPERADMIN = bearer(await t.staffToken(['SUPERADMIN'], 'superadmin'));
    auth.LICENSECOMERCIAL = bearer(await t.staffToken(['LICENSECOMERCIAL'], 'comercial'));
    auth.MANAGER = bearer(await t.staffToken(['LICENSECOMERCIAL', 'LICENSE_COLFACTURA_COMERCIALMANAGER'], 'gerente.colfactura'));
    auth.LICFINANCIERO = bearer(await t.staffToken(['LICFINANCIERO'], 'financiero'));
    auth.CUSTOMER = bearer(await t.customerToken('4', '901555123'));
    auth.OTHER_CUSTOMER = bearer(await t.customerToken('4', '900123456'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: CreateContractRequest, who = auth.SUPERADMIN) => t.http().post(CREATE).set('Authorization', who).send(body);

  describe('GET license/api/package/GetPackagesByServiceName/{serviceName} with isContract', () => {
    it('needs a token with CONTRACTS and answers every active package of the product, private ones too', async () => {
      await t.http().get(PACKAGES('COLFACTURA')).set('isContract', 'true').expect(401);
      await t.http().get(PACKAGES('COLFACTURA')).set('isContract', 'true').set('Authorization', auth.LICFINANCIERO).expect(403);
      await t.http().get(PACKAGES('COLFACTURA')).set('isContract', 'true').set('Authorization', auth.CUSTOMER).expect(403);
      const answer = await t.http().get(PACKAGES('COLFACTURA')).set('isContract', 'true').set('Authorization', auth.SUPERADMIN).expect(200);
      const packages = answer.body.result.records.packagesBase as { packageCode: string; deviceCategoryId: number | null }[];
      expect(packages.map((p) => p.packageCode)).toEqual(
        expect.arrayContaining(['COLFAC-PYME', 'COLFAC-EMPRESARIAL', 'COLFAC-CORP-ANDINA']),
      );
      expect(packages.every((p) => p.deviceCategoryId === null)).toBe(true);
      const bemyself = await t
        .http()
        .get(PACKAGES('BEMYSELF'))
        .set('isContract', 'true')
        .set('Authorization', auth.LICENSECOMERCIAL)
        .expect(200);
      expect(bemyself.body.result.records.packagesBase).toContainEqual({
        packageCode: 'BEMYSELF-CERT-ADIC',
        packageDescription: 'Certificado digital adicional',
        deviceCategoryId: 1,
      });
      await t.http().get(PACKAGES('NOEXISTE')).set('isContract', 'true').set('Authorization', auth.SUPERADMIN).expect(404);
    });

    it('leaves the storefront catalogue as it was without the header', async () => {
      const answer = await t.http().get(PACKAGES('colfactura')).expect(200);
      expect(answer.body.result).toHaveProperty('base');
      expect(answer.body.result.records).toBeUndefined();
    });
  });

  describe('GET license/api/contract/products', () => {
    it('filters the products by LICENSE_{SERVICE}_… and LICENSE_FULL_ACCESS (§6)', async () => {
      const all = await t.http().get(PRODUCTS).set('Authorization', auth.SUPERADMIN).expect(200);
      const names = (all.body.result.records as { name: string }[]).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining(['COLFACTURA', 'COLNOMINA', 'BEMYSELF']));
      expect(all.body.result.records).toContainEqual(
        expect.objectContaining({
          name: 'BEMYSELF',
          nameContract: 'BEMYSELF',
          isDeviceBased: true,
          requiresSupervision: true,
          contractedServices: true,
        }),
      );
      expect(all.body.result.records).toContainEqual(
        expect.objectContaining({ name: 'COLFACTURA', label: 'Facturación electrónica', isDeviceBased: false, isContractFullAccess: true }),
      );
      const manager = await t.http().get(PRODUCTS).set('Authorization', auth.MANAGER).expect(200);
      expect((manager.body.result.records as { name: string }[]).map((p) => p.name)).toEqual(['COLFACTURA']);
      const comercial = await t.http().get(PRODUCTS).set('Authorization', auth.LICENSECOMERCIAL).expect(200);
      expect(comercial.body.result.records).toEqual([]);
    });

    it('refuses callers without CONTRACTS', async () => {
      const financiero = await t.http().get(PRODUCTS).set('Authorization', auth.LICFINANCIERO).expect(403);
      expect(financiero.body.statusMessage).toBe(FORBIDDEN);
      await t.http().get(PRODUCTS).set('Authorization', auth.CUSTOMER).expect(403);
      await t.http().get(PRODUCTS).expect(401);
    });
  });

  describe('GET license/api/parameter/get-app-parameters-contracts', () => {
    it('answers the wizard lists (§3.6) to CONTRACTS only', async () => {
      const answer = await t
        .http()
        .get(PARAMETERS)
        .set('Authorization', auth.LICENSECOMERCIAL)
        .set('appName', 'license')
        .set('parameters', JSON.stringify({ documentType: 'DocumentType', validityType: 'ValidityType' }))
        .set('parameterTypeReassignmentQuota', 'ReassignmentQuota')
        .set('parameterTypeValidityAmount', 'ValidityAmount')
        .expect(200);
      const p = answer.body.result.records;
      expect(p.validityTypes).toEqual([
        { id: 'A', nameValidity: 'Años' },
        { id: 'M', nameValidity: 'Meses' },
        { id: 'D', nameValidity: 'Días' },
      ]);
      expect(p.maxValidityAmounts).toContainEqual({ id: 'A', amount: 2 });
      expect(p.maxReassignmentQuota).toBe(5);
      expect(p.startDate).toEqual({ isBeyondOneMonth: true, dateUnit: 'month', quantity: 1 });
      expect(p.paymentTypes[0]).toEqual({ paymentTypeId: 1, paymentTypeName: 'Contado' });
      expect(p.deviceTypes).toContainEqual({ id: 1, nameDevice: 'Token criptográfico', codeDevice: 'TOKEN' });
      expect(p.credentialDeliveryTypes.length).toBeGreaterThan(0);
      expect(p.documentTypes).toContainEqual({
        value: 4,
        text: 'NIT',
        documentTypeCode: 'NIT',
        isVisibleClient: true,
        isVisibleSupervisor: false,
      });
      // The PPT is offered wherever CE and PA are: to the customer and to the supervisor.
      expect(p.documentTypes).toContainEqual({
        value: 14,
        text: 'Permiso por protección temporal',
        documentTypeCode: 'PPT',
        isVisibleClient: true,
        isVisibleSupervisor: true,
      });
      await t.http().get(PARAMETERS).set('Authorization', auth.LICFINANCIERO).expect(403);
      await t.http().get(PARAMETERS).set('Authorization', auth.CUSTOMER).expect(403);
    });
  });

  describe('POST license/api/contract/create and get-contracts', () => {
    it('saves a contract once per product and number; get-contracts finds it', async () => {
      const body = colfacturaContract();
      const number = body.contract.contractNumber;
      const missing = await t
        .http()
        .post(GET_CONTRACTS)
        .set('Authorization', auth.SUPERADMIN)
        .send({ contractNumber: number, serviceName: 'COLFACTURA' });
      expect(missing.status).toBe(404);

      const saved = await create(body).expect(200);
      expect(saved.body.statusMessage).toBe('¡Convenio guardado!');
      expect(saved.body.result).toEqual({ contractId: expect.any(Number), contractNumber: number });

      const found = await t
        .http()
        .post(GET_CONTRACTS)
        .set('Authorization', auth.LICENSECOMERCIAL)
        .send({ contractNumber: number, serviceName: 'colfactura' })
        .expect(200);
      expect(found.body.result.contractNumber).toBe(number);

      const again = await create(body).expect(409);
      expect(again.body.statusMessage).toBe('Número de contrato ya se encuentra registrado.');
      await t
        .http()
        .post(GET_CONTRACTS)
        .set('Authorization', auth.LICFINANCIERO)
        .send({ contractNumber: number, serviceName: 'COLFACTURA' })
        .expect(403);

      // The same number in another product is another contract.
      const device = bemyselfContract();
      await create({ ...device, contract: { ...device.contract, contractNumber: number } }).expect(200);

      const [customer] = await rows<{ legal_name: string }>(t, 'select legal_name from customers.customer where document_number = ?', [
        '901555123',
      ]);
      expect(customer.legal_name).toBe('Distribuidora del Caribe S.A.S.');
    });

    it('updates a registered company without erasing what the contract does not carry', async () => {
      const [before] = await rows<{ legal_first_name: string | null; legal_last_name: string | null }>(
        t,
        'select legal_first_name, legal_last_name from customers.customer where document_number = ?',
        ['901234567'],
      );
      expect(before!.legal_first_name).not.toBeNull();
      await create(colfacturaContract({ nit: '901234567', legalName: 'Comercializadora Andina S.A.S.' })).expect(200);
      const [after] = await rows<{ legal_first_name: string | null; legal_last_name: string | null; email: string }>(
        t,
        'select legal_first_name, legal_last_name, email from customers.customer where document_number = ?',
        ['901234567'],
      );
      expect(after).toMatchObject({ legal_first_name: before!.legal_first_name, legal_last_name: before!.legal_last_name });
      expect(after!.email).toBe('compras@districaribe.com.co');
    });

    it('grants the lines as balances that the consumption API draws from, once', async () => {
      const body = colfacturaContract({ nit: '901777888', legalName: 'Logística Andina S.A.S.' });
      const number = body.contract.contractNumber;
      const { body: saved } = await create(body).expect(200);
      const plans = await until(async () => {
        const found = await rows<{ id: string; package_code: string; origin: string; quantity: number }>(
          t,
          'select id, package_code, origin, quantity from licensing.licence_plan where contract_number = ? and document_number = ? order by package_code',
          [number, '901777888'],
        );
        return found.length === 2 ? found : null;
      }, 'the contract plans');
      expect(plans.map((p) => [p.package_code, p.origin, p.quantity])).toEqual([
        ['COLFAC-EMPRESARIAL', 'CONTRACT', 0],
        ['COLFAC-PYME', 'CONTRACT', 1500],
      ]);
      const balances = await rows<{ package_code: string; feature_code: string; total: string; is_unlimited: boolean }>(
        t,
        `select p.package_code, b.feature_code, b.total, b.is_unlimited from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id
          where p.contract_number = ? and p.document_number = ? order by p.package_code, b.feature_id`,
        [number, '901777888'],
      );
      expect(balances.map((b) => [b.package_code, b.feature_code, Number(b.total), b.is_unlimited])).toEqual([
        ['COLFAC-EMPRESARIAL', 'COLFACTURA_DOCUMENTO', 0, true],
        ['COLFAC-EMPRESARIAL', 'COLFACTURA_USUARIO', 10, false],
        ['COLFAC-EMPRESARIAL', 'COLFACTURA_SOPORTE', 1, false],
        ['COLFAC-PYME', 'COLFACTURA_DOCUMENTO', 1500, false],
        ['COLFAC-PYME', 'COLFACTURA_USUARIO', 3, false],
        ['COLFAC-PYME', 'COLFACTURA_SOPORTE', 1, false],
      ]);

      // A replayed event grants nothing twice.
      const [message] = await rows<{ id: string }>(
        t,
        "select id from kernel.outbox_message where event_name = 'contracts.contract-created' and payload->>'contractId' = ?",
        [String(saved.result.contractId)],
      );
      expect(message).toBeDefined();
      await rows(t, 'update kernel.outbox_message set dispatched_on = null where id = ?', [message.id]);
      await until(async () => {
        const [row] = await rows<{ dispatched_on: Date | null }>(t, 'select dispatched_on from kernel.outbox_message where id = ?', [
          message.id,
        ]);
        return row.dispatched_on !== null;
      }, 'the replay');
      const [{ count }] = await rows<{ count: string }>(
        t,
        'select count(*) from licensing.licence_plan where contract_number = ? and document_number = ?',
        [number, '901777888'],
      );
      expect(Number(count)).toBe(2);

      // Consumption through the apps' API.
      const credential = await t
        .http()
        .post('/license/api/app-credentials')
        .set('Authorization', auth.SUPERADMIN)
        .send({ appName: 'colfactura', description: 'Convenios' })
        .expect(200);
      const { clientId, clientSecret } = credential.body.result.records as { clientId: string; clientSecret: string };
      const consumed = await t
        .http()
        .post(CONSUMPTION)
        .set('Authorization', `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
        .send({
          eventId: `contrato-${number}`,
          appName: 'colfactura',
          documentType: 4,
          documentNumber: '901777888',
          featureCode: 'COLFACTURA_DOCUMENTO',
          quantity: 40,
          occurredAt: new Date().toISOString(),
        });
      expect(consumed.status).toBe(200);
      const customer = bearer(await t.customerToken('4', '901777888'));
      const detail = await t
        .http()
        .post(DETAILS)
        .set('Authorization', customer)
        .send({ DocumentType: 4, DocumentNumber: '901777888', ServiceName: 'COLFACTURA', PackageCode: 'COLFAC-PYME', IsSupervised: false })
        .expect(200);
      expect(detail.body.result).toMatchObject({
        quantityAccumulated: 1500,
        balanceAccumulated: 1460,
        usedAccumulated: 40,
        isUnlimited: false,
        serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
        contractServiceDetail: [
          expect.objectContaining({ contractNumber: number, totalAmmount: 1500, totalBalance: 1460, totalUsed: 40, isUnlimited: false }),
        ],
      });
      const unlimited = await t
        .http()
        .post(DETAILS)
        .set('Authorization', customer)
        .send({
          DocumentType: 4,
          DocumentNumber: '901777888',
          ServiceName: 'COLFACTURA',
          PackageCode: 'COLFAC-EMPRESARIAL',
          IsSupervised: false,
        })
        .expect(200);
      expect(unlimited.body.result).toMatchObject({ isUnlimited: true, usedAccumulated: 0 });

      const movements = await t
        .http()
        .post(MOVEMENTS)
        .set('Authorization', customer)
        .send({ DocumentType: 4, DocumentNumber: '901777888', ServiceName: 'COLFACTURA', ServiceFeatureCode: 'COLFACTURA_DOCUMENTO' })
        .expect(200);
      expect(movements.body.result.records).toEqual([
        {
          eventId: `contrato-${number}`,
          appName: 'colfactura',
          featureCode: 'COLFACTURA_DOCUMENTO',
          quantity: 40,
          occurredAt: expect.any(String),
        },
      ]);
      const empty = await t
        .http()
        .post(MOVEMENTS)
        .set('Authorization', customer)
        .send({
          DocumentType: 4,
          DocumentNumber: '901777888',
          ServiceName: 'COLFACTURA',
          ServiceFeatureCode: 'COLFACTURA_DOCUMENTO',
          From: '2001-01-01',
          To: '2001-01-31',
        })
        .expect(200);
      expect(empty.body.result.records).toEqual([]);
      await t
        .http()
        .post(MOVEMENTS)
        .set('Authorization', customer)
        .send({
          DocumentType: 4,
          DocumentNumber: '901777888',
          ServiceName: 'COLFACTURA',
          ServiceFeatureCode: 'COLFACTURA_DOCUMENTO',
          From: '2001-02-01',
          To: '2001-01-31',
        })
        .expect(400);
    });

    it('explains on the dashboard that a store plan expiring earlier is consumed before the contract', async () => {
      const nit = '901777999';
      const body = colfacturaContract({ nit, legalName: 'Transportes del Valle S.A.S.' });
      const number = body.contract.contractNumber;
      await create(body).expect(200);
      await until(async () => {
        const found = await rows(t, 'select id from licensing.licence_plan where contract_number = ? and document_number = ?', [
          number,
          nit,
        ]);
        return found.length === 2 ? found : null;
      }, 'the contract plans');
      // A store plan of the same feature (100 documents) that expires in 30 days, before the contract's line.
      const [plan] = await rows<{ id: string }>(
        t,
        `insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
            service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
            validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
         select now(), 'ORDER', customer_id, customer_name, document_type_id, document_number, app_name, service_id, service_name,
            service_description, package_id, package_code, 'Plan Pyme', package_type_code, 100, validity_type_id, validity_period,
            now() - interval '1 day', now() + interval '30 days', now()
           from licensing.licence_plan where contract_number = ? and document_number = ? and package_code = 'COLFAC-PYME'
         returning id`,
        [number, nit],
      );
      await rows(
        t,
        `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code, feature_name,
            feature_alias, feature_category, total, used, is_unlimited, effective_date, expiration_date)
         select ?, b.document_type_id, b.document_number, b.service_name, b.feature_id, b.feature_code, b.feature_name, b.feature_alias,
            b.feature_category, 100, 0, false, now() - interval '1 day', now() + interval '30 days'
           from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id
          where p.contract_number = ? and p.document_number = ? and p.package_code = 'COLFAC-PYME' and b.feature_code = 'COLFACTURA_DOCUMENTO'`,
        [plan.id, number, nit],
      );

      const credential = await t
        .http()
        .post('/license/api/app-credentials')
        .set('Authorization', auth.SUPERADMIN)
        .send({ appName: 'colfactura', description: 'Convenio y plan' })
        .expect(200);
      const { clientId, clientSecret } = credential.body.result.records as { clientId: string; clientSecret: string };
      await t
        .http()
        .post(CONSUMPTION)
        .set('Authorization', `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`)
        .send({
          eventId: `plan-primero-${number}`,
          appName: 'colfactura',
          documentType: 4,
          documentNumber: nit,
          featureCode: 'COLFACTURA_DOCUMENTO',
          quantity: 22,
          occurredAt: new Date().toISOString(),
        })
        .expect(200);

      const customer = bearer(await t.customerToken('4', nit));
      const detail = await t
        .http()
        .post(DETAILS)
        .set('Authorization', customer)
        .send({ DocumentType: 4, DocumentNumber: nit, ServiceName: 'COLFACTURA', PackageCode: 'COLFAC-PYME', IsSupervised: false })
        .expect(200);
      // The consumption went to the store plan: the contract's figures did not move, and the answer says why.
      expect(detail.body.result).toMatchObject({ quantityAccumulated: 1500, balanceAccumulated: 1500, usedAccumulated: 0 });
      expect(detail.body.result.plansConsumedFirst).toEqual([
        { packageName: 'Plan Pyme', expirationDate: expect.any(String), available: 78, isUnlimited: false },
      ]);

      // Once the plan is used up, nothing is consumed before the contract any more.
      await rows(t, 'update licensing.licence_balance set used = total where plan_id = ?', [plan.id]);
      const after = await t
        .http()
        .post(DETAILS)
        .set('Authorization', customer)
        .send({ DocumentType: 4, DocumentNumber: nit, ServiceName: 'COLFACTURA', PackageCode: 'COLFAC-PYME', IsSupervised: false })
        .expect(200);
      expect(after.body.result.plansConsumedFirst).toEqual([]);
    });

    it('keeps the device terms of device lines', async () => {
      const body = bemyselfContract();
      body.customer = { ...body.customer, documentNumber: '901999111', legalName: 'Certificadora Nacional S.A.S.' };
      await create(body).expect(200);
      const [line] = await rows<{
        device_type: string;
        credentials_delivery_type: number;
        reassignment_quota: number;
        identifier_code: string;
      }>(
        t,
        'select l.device_type, l.credentials_delivery_type, l.reassignment_quota, l.identifier_code from contracts.contract_service_line l join contracts.contract c on c.id = l.contract_id where c.contract_number = ? and c.service_name = ?',
        [body.contract.contractNumber, 'BEMYSELF'],
      );
      expect(line).toEqual({
        device_type: 'TOKEN',
        credentials_delivery_type: 1,
        reassignment_quota: 3,
        identifier_code: 'BEMYSELF-CERT-ADIC-TOKEN-1-A',
      });
      await until(
        async () =>
          (
            await rows(t, 'select 1 from licensing.licence_plan where contract_number = ? and service_name = ?', [
              body.contract.contractNumber,
              'BEMYSELF',
            ])
          ).length === 1,
        'the device plan',
      );
    });

    it('lets only CONTRACTS holders whose privileges grant the product create', async () => {
      await create(colfacturaContract(), auth.LICFINANCIERO).expect(403);
      await create(colfacturaContract(), auth.CUSTOMER).expect(403);
      await t.http().post(CREATE).send(colfacturaContract()).expect(401);
      const notGranted = await create(colfacturaContract(), auth.LICENSECOMERCIAL).expect(403);
      expect(notGranted.body.statusMessage).toBe('No tienes permiso para registrar convenios de este producto.');
      await create(colfacturaContract(), auth.MANAGER).expect(200);
    });

    it('answers 400 for a payload without its parts or without service lines', async () => {
      const answer = await create({ contract: colfacturaContract().contract } as unknown as CreateContractRequest).expect(400);
      expect(answer.body.errors).toContainEqual({ field: 'customer', message: 'Campo obligatorio' });
      const noLines = colfacturaContract();
      noLines.servicesToAddContract.servicesToAdd = [];
      expect((await create(noLines).expect(400)).body.errors).toContainEqual({
        field: 'servicesToAddContract.servicesToAdd',
        message: 'Campo obligatorio',
      });
    });
  });

  describe("the holder's authorization (decision 0069)", () => {
    const countOf = async (sql: string, params: unknown[]) => Number((await rows<{ count: string }>(t, sql, params))[0].count);
    const savedFor = async (nit: string) => ({
      customers: await countOf('select count(*) from customers.customer where document_number = ?', [nit]),
      contracts: await countOf('select count(*) from contracts.contract where customer_document_number = ?', [nit]),
      consents: await countOf('select count(*) from privacy.consent where document_number = ?', [nit]),
    });

    it('refuses a contract without it (400 in Spanish) and saves nothing', async () => {
      const nit = '901666771';
      const { personalDataAuthorization: _left, ...without } = colfacturaContract({ nit });
      const missing = await create(without as CreateContractRequest).expect(400);
      expect(missing.body.errors).toContainEqual({
        field: 'personalDataAuthorization',
        message: 'Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.',
      });
      const unticked = await create({
        ...colfacturaContract({ nit }),
        personalDataAuthorization: { authorized: false, policyVersion: 1 },
      } as unknown as CreateContractRequest).expect(400);
      expect(unticked.body.errors).toContainEqual({
        field: 'personalDataAuthorization.authorized',
        message: 'Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.',
      });
      expect(await savedFor(nit)).toEqual({ customers: 0, contracts: 0, consents: 0 });
    });

    it('refuses a policy version that is not the current one (422) and saves nothing', async () => {
      const nit = '901666772';
      const stale = await create({
        ...colfacturaContract({ nit }),
        personalDataAuthorization: { authorized: true, policyVersion: 2 },
      }).expect(422);
      expect(stale.body).toMatchObject({ code: 'PRIVACY.STALE_POLICY' });
      expect(stale.body.statusMessage).toContain('cambió a la versión 1');
      expect(await savedFor(nit)).toEqual({ customers: 0, contracts: 0, consents: 0 });
    });

    it("records it with the staff member, the form and the policy version; the officer sees it in the holder's history", async () => {
      const nit = '901666773';
      await create(colfacturaContract({ nit, legalName: 'Ferretería Los Andes S.A.S.' }), auth.MANAGER).expect(200);
      const officer = bearer(await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos'));
      const history = await t.http().get(`/api/consents?documentNumber=${nit}`).set('Authorization', officer).expect(200);
      expect(history.body.result.records).toEqual([
        expect.objectContaining({
          appName: 'license',
          form: 'CONVENIO',
          policyVersion: 1,
          policyUrl: '/politica-de-datos?version=1',
          userName: 'gerente.colfactura',
          holderName: 'Ferretería Los Andes S.A.S.',
          holderEmail: 'compras@districaribe.com.co',
          documentNumber: nit,
          ip: expect.any(String),
        }),
      ]);
      expect(await savedFor(nit)).toEqual({ customers: 1, contracts: 1, consents: 1 });
    });

    it("records the supervisor's own consent beside the customer's; the officer finds it by the supervisor's document", async () => {
      const nit = '901666774';
      const supervisorDocument = `10${String(Date.now()).slice(-8)}`;
      const supervisorEmail = `supervisor.${supervisorDocument}@districaribe.com.co`;
      const body = colfacturaContract({ nit, legalName: 'Ferretería La Sabana S.A.S.' });
      body.supervisor = { ...(body.supervisor as ContractSupervisorPart), documentNumber: supervisorDocument, email: supervisorEmail };
      await create(body, auth.MANAGER).expect(200);
      const officer = bearer(await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos'));
      const supervisorConsent = expect.objectContaining({
        appName: 'license',
        form: 'CONVENIO',
        policyVersion: 1,
        userName: 'gerente.colfactura',
        holderName: 'Paula Andrea Gómez Ríos',
        holderEmail: supervisorEmail,
        documentNumber: supervisorDocument,
        ip: expect.any(String),
      });
      const byDocument = await t.http().get(`/api/consents?documentNumber=${supervisorDocument}`).set('Authorization', officer).expect(200);
      expect(byDocument.body.result.records).toEqual([supervisorConsent]);
      // The customer's consent is its own, under the company's document.
      const byNit = await t.http().get(`/api/consents?documentNumber=${nit}`).set('Authorization', officer).expect(200);
      expect(byNit.body.result.records).toEqual([
        expect.objectContaining({ holderName: 'Ferretería La Sabana S.A.S.', documentNumber: nit }),
      ]);
    });

    it('records only the customer without a supervisor, and neither of them on a stale policy version', async () => {
      const consentsUnder = (document: string) => countOf('select count(*) from privacy.consent where document_number = ?', [document]);
      const nit = '901666775';
      const { supervisor: _none, ...withoutSupervisor } = colfacturaContract({ nit });
      const before = await countOf('select count(*) from privacy.consent', []);
      await create(withoutSupervisor, auth.MANAGER).expect(200);
      expect(await countOf('select count(*) from privacy.consent', [])).toBe(before + 1);
      expect(await consentsUnder(nit)).toBe(1);

      const staleNit = '901666776';
      const supervisorDocument = `11${String(Date.now()).slice(-8)}`;
      const stale = colfacturaContract({ nit: staleNit });
      stale.supervisor = { ...(stale.supervisor as ContractSupervisorPart), documentNumber: supervisorDocument };
      await create({ ...stale, personalDataAuthorization: { authorized: true, policyVersion: 2 } }).expect(422);
      expect(await consentsUnder(staleNit)).toBe(0);
      expect(await consentsUnder(supervisorDocument)).toBe(0);
    });
  });

  describe('the §5.4 rules, checked again by the server (422)', () => {
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const plusDays = (date: string, days: number) =>
      new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    const plusMonths = (date: string, months: number) => {
      const d = new Date(`${date}T12:00:00Z`);
      const day = d.getUTCDate();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() + months);
      d.setUTCDate(Math.min(day, new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()));
      return d.toISOString().slice(0, 10);
    };
    const ddmmyyyy = (date: string) => date.split('-').reverse().join('/');
    const start = (date: string) => `${date}T00:00:00.000-05:00`;
    const end = (date: string) => `${date}T23:59:59.999-05:00`;

    type Mutation = (body: CreateContractRequest) => void;
    const cases: [string, Mutation, string][] = [
      [
        'start before 01/01/2000',
        (b) => ((b.contract.contractStartDate = start('1999-12-31')), (b.contract.contractEndDate = end('2000-06-30'))),
        'Fecha mínima permitida 01/01/2000',
      ],
      [
        'start after today + the parameter',
        (b) => (
          (b.contract.contractStartDate = start(plusDays(plusMonths(today, 1), 1))),
          (b.contract.contractEndDate = end(plusMonths(today, 6)))
        ),
        `Fecha máxima permitida ${ddmmyyyy(plusMonths(today, 1))}`,
      ],
      ['end not after the start', (b) => (b.contract.contractEndDate = end(today)), `La fecha debe ser posterior a ${ddmmyyyy(today)}`],
      [
        'end more than 2 years after the start',
        (b) => (b.contract.contractEndDate = end(plusDays(plusMonths(today, 24), 1))),
        `La fecha no puede ser mayor a ${ddmmyyyy(plusMonths(today, 24))}`,
      ],
      ['blocked e-mail domain', (b) => (b.customer.email = 'compras@mailinator.com'), 'El dominio de correo ingresado no es permitido.'],
      [
        'blocked supervisor e-mail domain',
        (b) => ((b.supervisor as { email: string }).email = 'jefe@yopmail.com'),
        'El dominio de correo ingresado no es permitido.',
      ],
      ['malformed e-mail', (b) => (b.customer.email = 'ab@x'), 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres'],
      [
        'NIT of a legal person with 8 digits',
        (b) => (b.customer.documentNumber = '90155512'),
        'El NIT debe tener 9 dígitos, sin dígito de verificación.',
      ],
      ['legal person with a CC', (b) => (b.customer.documentTypeId = 1), 'El tipo de identificación no está permitido.'],
      ['legal name with a comma', (b) => (b.customer.legalName = 'Distribuidora, del Caribe'), ''],
      [
        'legal name with special characters',
        (b) => (b.customer.legalName = 'Empresa <script>%$#'),
        'Razón social no válida: mínimo 4 caracteres; solo admite letras, números, espacios y los caracteres . & - ( )',
      ],
      [
        'natural person without names',
        (b) => ((b.customer.personType = 'N'), (b.customer.documentTypeId = 1), (b.customer.documentNumber = '1020304050')),
        'Para una persona natural se requieren nombres y apellidos.',
      ],
      [
        'natural person with a short name',
        (b) =>
          Object.assign(b.customer, {
            personType: 'N',
            documentTypeId: 1,
            documentNumber: '1020304050',
            firstName: 'Al',
            lastName: 'Gómez',
          }),
        '',
      ],
      ['phone with letters', (b) => (b.customer.cellphoneNumber = '300ABC1234'), ''],
      ['address with forbidden characters', (b) => (b.customer.fulladdress = 'Calle 72 @ 10-34'), ''],
      [
        'supervisor job title with symbols',
        (b) => ((b.supervisor as { jobTitle: string }).jobTitle = 'Jefe $$$'),
        'El campo solo admite letras y números.',
      ],
      [
        'duplicate line',
        (b) => b.servicesToAddContract.servicesToAdd.push({ ...b.servicesToAddContract.servicesToAdd[0] }),
        'Ya existe el producto en la lista.',
      ],
      [
        'quantity above 100.000.000',
        (b) => (b.servicesToAddContract.servicesToAdd[0].quantityToAdd = 100_000_001),
        'Debe ser un número entero entre 1 y 100000000.',
      ],
      [
        'quantity 0 on a counted line',
        (b) => (b.servicesToAddContract.servicesToAdd[0].quantityToAdd = 0),
        'Debe ser un número entero entre 1 y 100000000.',
      ],
      [
        'unlimited line with a quantity',
        (b) => (b.servicesToAddContract.servicesToAdd[1].quantityToAdd = 5),
        'Un servicio ilimitado se envía con cantidad 0.',
      ],
      [
        'validity amount above the maximum of its type',
        (b) => (b.servicesToAddContract.servicesToAdd[0].validityAmount = 25),
        'Debe ser un número entero entre 1 y 24.',
      ],
      ['unknown validity type', (b) => (b.servicesToAddContract.servicesToAdd[0].typeValidity = 'X'), 'El tipo de vigencia no es válido.'],
      [
        'package of another product',
        (b) => (b.servicesToAddContract.servicesToAdd[0].packageCode = 'COLNOM-PYME'),
        'El paquete COLNOM-PYME no pertenece al producto del convenio.',
      ],
      ['unknown payment condition', (b) => (b.contract.paymentCondition = 99), 'La condición de pago no es válida.'],
      [
        'manager of another product',
        (b) => (b.contract.commercialManagerId = 'gerente.bemyself'),
        'El gestor operativo no pertenece al producto.',
      ],
      ['unknown city', (b) => (b.customer.cityId = 99999999), 'El municipio no existe.'],
    ];

    it.each(cases)('refuses %s', async (_name, mutate, message) => {
      const body = colfacturaContract();
      mutate(body);
      const answer = await create(body).expect(422);
      if (message) expect(answer.body.statusMessage).toBe(message);
      else expect(answer.body.statusMessage).toEqual(expect.any(String));
      expect(answer.body.errors.length).toBeGreaterThan(0);
      expect((await rows(t, 'select 1 from contracts.contract where contract_number = ?', [body.contract.contractNumber])).length).toBe(0);
    });

    it('refuses device lines without their device terms and device terms out of range', async () => {
      const body = bemyselfContract();
      const line = body.servicesToAddContract.servicesToAdd[0] as unknown as Record<string, unknown>;
      line.reassignmentQuota = 6;
      expect((await create(body).expect(422)).body.statusMessage).toBe('Debe ser un número entero entre 0 y 5.');
      line.reassignmentQuota = 0;
      line.deviceType = 'USB';
      expect((await create(body).expect(422)).body.statusMessage).toBe('El tipo de dispositivo no es válido.');
      delete line.deviceType;
      expect((await create(body).expect(422)).body.statusMessage).toContain('El producto se contrata por dispositivo');
      const withoutSupervisor = bemyselfContract();
      delete withoutSupervisor.supervisor;
      expect((await create(withoutSupervisor).expect(422)).body.statusMessage).toBe('El producto requiere la información del supervisor.');
      expect(contractNumber()).not.toBe(contractNumber());
    });
  });

  describe('the customer dashboard', () => {
    it('shows the own company only', async () => {
      const body = colfacturaContract({ nit: '901222333', legalName: 'Tiendas del Norte S.A.S.' });
      await create(body).expect(200);
      const customer = bearer(await t.customerToken('4', '901222333'));
      const answer = await t
        .http()
        .post(DASHBOARD)
        .set('Authorization', customer)
        .send({ documentType: 4, documentNumber: '901222333' })
        .expect(200);
      expect(answer.body.result).toEqual([
        {
          serviceName: 'COLFACTURA',
          name: 'Facturación electrónica',
          requiresSupervision: false,
          contractedServices: [
            { packageCode: 'COLFAC-PYME', packageDescription: 'Plan Pyme' },
            { packageCode: 'COLFAC-EMPRESARIAL', packageDescription: 'Plan Empresarial' },
          ],
        },
      ]);
      const other = await t
        .http()
        .post(DASHBOARD)
        .set('Authorization', customer)
        .send({ documentType: 4, documentNumber: '900123456' })
        .expect(403);
      expect(other.body.statusMessage).toBe('Solo puedes consultar los servicios de tu empresa.');
      await t
        .http()
        .post(DASHBOARD)
        .set('Authorization', auth.SUPERADMIN)
        .send({ documentType: 4, documentNumber: '901222333' })
        .expect(403);
      await t.http().post(DASHBOARD).send({ documentType: 4, documentNumber: '901222333' }).expect(401);
      const none = await t
        .http()
        .post(DASHBOARD)
        .set('Authorization', auth.OTHER_CUSTOMER)
        .send({ documentType: 4, documentNumber: '900123456' })
        .expect(200);
      expect(none.body.result).toEqual([]);
      await t
        .http()
        .post(DETAILS)
        .set('Authorization', customer)
        .send({ DocumentType: 4, DocumentNumber: '901222333', ServiceName: 'COLFACTURA', PackageCode: 'COLNOM-PYME', IsSupervised: false })
        .expect(404);
      await t
        .http()
        .post(DETAILS)
        .set('Authorization', auth.OTHER_CUSTOMER)
        .send({ DocumentType: 4, DocumentNumber: '901222333', ServiceName: 'COLFACTURA', PackageCode: 'COLFAC-PYME', IsSupervised: false })
        .expect(403);
      await t
        .http()
        .post(MOVEMENTS)
        .set('Authorization', auth.OTHER_CUSTOMER)
        .send({ DocumentType: 4, DocumentNumber: '901222333', ServiceName: 'COLFACTURA', ServiceFeatureCode: 'COLFACTURA_DOCUMENTO' })
        .expect(403);
    });
  });
});
