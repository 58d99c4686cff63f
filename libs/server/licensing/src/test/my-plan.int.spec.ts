import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { EmployeeMonth, EmployeeMonthDetail, MyPlanRecord } from '@lic/shared-api-types';
import { bearer, EMPLOYEE_MONTH, EMPLOYEE_MONTHS, MY_PLAN, rows } from './licences-test-kit';

const ANDINA = { DocumentType: '4', DocumentNumber: '900123456' };

describe('Mis planes adquiridos', () => {
  let t: TestApp;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    customer = bearer(await t.customerToken('4', '900123456'));
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const myPlan = (body: Record<string, unknown>, auth: string | null = customer) => {
    const request = t.http().post(MY_PLAN);
    return (auth ? request.set('Authorization', auth) : request).send(body);
  };

  it('shows the active plans of the service: figures with dots, base and complementary packages', async () => {
    const response = await myPlan({ ...ANDINA, ServiceName: 'COLFACTURA' }).expect(200);
    const records = response.body.result.records as MyPlanRecord[];
    expect(records).toHaveLength(1);
    const [plan] = records;
    expect(plan).toMatchObject({ serviceName: 'COLFACTURA', packageName: 'Plan Pyme' });
    expect(plan!.serviceNameDescription).toContain('Facturación electrónica');
    const documents = plan!.packagesFeatures.find((f) => f.featureCode === 'COLFACTURA_DOCUMENTO');
    expect(documents).toMatchObject({
      featureAlias: 'Documentos',
      logoType: 'FileTextOutlined',
      quantityTxLabel: '600',
      amountBalanceTxLabel: '78',
      quantityAddLabel: '522',
      quantityTx: 600,
      amountBalanceTx: 78,
      quantityUsed: 522,
      isUnlimited: false,
      featureCategoryType: 'T',
    });
    expect(plan!.packagesActiveInfo.map((p) => [p.packageCode, p.packageType, p.isNearToExpire])).toEqual([
      ['COLFAC-PYME', 'BAS', false],
      ['COLFAC-DOC-ADIC-100', 'CMP', false],
    ]);
  });

  it('leaves contract plans (convenios) to "Productos adquiridos": an unlimited contract line changes nothing here', async () => {
    const [contractPlan] = await rows<{ id: string }>(
      t,
      `insert into licensing.licence_plan (created_by, created_on, origin, contract_number, customer_id, customer_name,
         document_type_id, document_number, app_name, service_id, service_name, service_description, package_id,
         package_code, package_name, package_type_code, quantity, validity_type_id, validity_period, effective_date,
         expiration_date, purchase_date)
       select 'test', now(), 'CONTRACT', 'CONV-PRUEBA-1', customer_id, customer_name, document_type_id, document_number,
         app_name, service_id, service_name, service_description, package_id, package_code, package_name, package_type_code,
         1, 'M', 6, now() - interval '1 day', now() + interval '10 days', now()
         from licensing.licence_plan where document_number = '900123456' and package_code = 'COLFAC-PYME' limit 1
       returning id`,
    );
    await rows(
      t,
      `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
         feature_name, feature_alias, feature_category, total, used, is_unlimited, effective_date, expiration_date)
       select ?, document_type_id, document_number, service_name, feature_id, feature_code, feature_name, feature_alias,
         feature_category, 0, 0, true, now() - interval '1 day', now() + interval '10 days'
         from licensing.licence_balance where document_number = '900123456' and feature_code = 'COLFACTURA_DOCUMENTO' limit 1`,
      [contractPlan!.id],
    );
    const [plan] = (await myPlan({ ...ANDINA, ServiceName: 'COLFACTURA' }).expect(200)).body.result.records as MyPlanRecord[];
    expect(plan!.packagesFeatures.find((f) => f.featureCode === 'COLFACTURA_DOCUMENTO')).toMatchObject({
      quantityTx: 600,
      isUnlimited: false,
    });
    expect(plan!.packagesActiveInfo.map((p) => p.packageCode)).toEqual(['COLFAC-PYME', 'COLFAC-DOC-ADIC-100']);
    await rows(t, 'delete from licensing.licence_plan where id = ?', [contractPlan!.id]);
  });

  it('answers every service for the generic app and accepts the document type code', async () => {
    const response = await myPlan({ DocumentType: 'NIT', DocumentNumber: '900123456', ServiceName: '' }).expect(200);
    expect((response.body.result.records as MyPlanRecord[]).map((r) => r.serviceName)).toEqual(['COLFACTURA', 'COLNOMINA']);
  });

  it('flags a plan ending within 30 days as near to expire', async () => {
    const auth = bearer(await t.customerToken('4', '901234567'));
    const response = await myPlan({ DocumentType: '4', DocumentNumber: '901234567', ServiceName: 'COLFACTURA' }, auth).expect(200);
    const [plan] = response.body.result.records as MyPlanRecord[];
    expect(plan!.packagesActiveInfo[0]).toMatchObject({ packageCode: 'COLFAC-EMPRENDEDOR', isNearToExpire: true });
  });

  it('answers 422 "¡Tu plan base ha vencido!" only to a customer whose base plan ended', async () => {
    // A year later every demo plan of the company has ended.
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(new Date(Date.now() + 400 * 86_400_000));
    const response = await myPlan({ ...ANDINA, ServiceName: 'COLFACTURA' }).expect(422);
    expect(response.body).toMatchObject({ statusCode: 422, code: 'LICENSING.PLAN_EXPIRED', statusMessage: '¡Tu plan base ha vencido!' });
    await myPlan({ ...ANDINA, ServiceName: '' }).expect(422);
  });

  it('answers no plans, not "vencido", to a customer who never had a base plan', async () => {
    // Andina never bought firmaya.
    expect((await myPlan({ ...ANDINA, ServiceName: 'FIRMAYA' }).expect(200)).body.result.records).toEqual([]);

    const newcomer = { DocumentType: '1', DocumentNumber: '52998877' };
    const auth = bearer(await t.customerToken('1', newcomer.DocumentNumber));
    for (const ServiceName of ['COLFACTURA', '']) {
      const answer = await myPlan({ ...newcomer, ServiceName }, auth).expect(200);
      expect(answer.body.result.records).toEqual([]);
    }
  });

  it('refuses another company (403), anonymous callers (401), staff (403) and bad input (400 in Spanish)', async () => {
    const other = await myPlan({ DocumentType: '4', DocumentNumber: '901234567', ServiceName: 'COLFACTURA' }).expect(403);
    expect(other.body.code).toBe('LICENSING.NOT_OWN_DOCUMENT');
    await myPlan({ DocumentType: '1', DocumentNumber: '900123456', ServiceName: 'COLFACTURA' }).expect(403);
    await myPlan({ ...ANDINA, ServiceName: 'COLFACTURA' }, null).expect(401);
    await myPlan({ ...ANDINA, ServiceName: 'COLFACTURA' }, bearer(await t.staffToken(['SUPERADMIN']))).expect(403);
    const bad = await myPlan({ DocumentType: '4', DocumentNumber: '9001-23456', ServiceName: 'COLFACTURA', extra: 1 }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'DocumentNumber', message: 'El campo solo admite letras y números.' },
        { field: 'extra', message: 'Este campo no está permitido.' },
      ]),
    );
    const missing = await myPlan({ ServiceName: 'COLFACTURA' }).expect(400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([{ field: 'DocumentType', message: 'Campo obligatorio' }]));
  });

  it('lists the colnomina months and the employees of one month from the kept consumption', async () => {
    const months = await t
      .http()
      .post(EMPLOYEE_MONTHS)
      .set('Authorization', customer)
      .send({ ...ANDINA, ServiceName: 'COLNOMINA' })
      .expect(200);
    const list = months.body.result.records as EmployeeMonth[];
    expect(list.length).toBeGreaterThanOrEqual(3);
    const latest = list[0]!;
    expect(latest.nameMonth).toMatch(/^[A-Z][a-z]+$/);

    const [used] = await rows<{ used: string }>(
      t,
      `select coalesce(sum(quantity), 0) as used from licensing.consumption_event
       where document_number = '900123456' and feature_code = 'COLNOMINA_EMPLEADO'
         and occurred_at >= make_timestamptz(?, ?, 1, 0, 0, 0, 'America/Bogota')
         and occurred_at < make_timestamptz(?, ?, 1, 0, 0, 0, 'America/Bogota') + interval '1 month'`,
      [latest.year, latest.month, latest.year, latest.month],
    );
    const detail = await t
      .http()
      .post(EMPLOYEE_MONTH)
      .set('Authorization', customer)
      .send({ ...ANDINA, ServiceName: 'COLNOMINA', Month: latest.month, Year: latest.year })
      .expect(200);
    const figures = detail.body.result.records as EmployeeMonthDetail;
    expect(figures).toEqual({
      nameMonth: latest.nameMonth,
      year: latest.year,
      month: latest.month,
      quantityTx: 50,
      quantityUse: Number(used!.used),
      quantityBalance: 50 - Number(used!.used),
    });

    const bad = await t
      .http()
      .post(EMPLOYEE_MONTH)
      .set('Authorization', customer)
      .send({ ...ANDINA, ServiceName: 'COLNOMINA', Month: 13, Year: 2026 })
      .expect(400);
    expect(bad.body.errors).toEqual([{ field: 'Month', message: 'Debe ser un número entero entre 1 y 12.' }]);
    await t
      .http()
      .post(EMPLOYEE_MONTHS)
      .set('Authorization', customer)
      .send({ ...ANDINA, ServiceName: 'FIRMAYA' })
      .expect(422);
  });
});
