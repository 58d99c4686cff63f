import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { CustomerLicenseDetail, LicensedCustomer, LicenseInformation, LicenceServiceOption } from '@lic/shared-api-types';
import {
  ADD,
  bearer,
  DEMO_COMPANY_ID,
  DETAIL,
  INFORMATION,
  LICENSED,
  packageIds,
  rows,
  serviceIds,
  SERVICES,
  SET_RANGES,
} from './licences-test-kit';
import { readXlsx } from '@lic/server-licensing/testing';

const ALLOWED = ['SUPERADMIN', 'LICFINANCIERO', 'LICENSECOMERCIAL'];
const REFUSED = ['LICENSEPROMOCODE', 'LICFINANCIEROCONSULTA'];
const TRANSPORTES_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00002';
const METALICAS_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00003';

describe('Licencias y consumos (back office)', () => {
  let t: TestApp;
  const auth: Record<string, string> = {};
  let customer: string;
  let packages: Record<string, number>;
  let services: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    for (const role of [...ALLOWED, ...REFUSED]) auth[role] = bearer(await t.staffToken([role], `${role.toLowerCase()}.tester`));
    customer = bearer(await t.customerToken('4', '900123456'));
    packages = await packageIds(t);
    services = await serviceIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, who: string | null, headers: Record<string, string> = {}) => {
    let request = t.http().get(path);
    if (who) request = request.set('Authorization', who);
    for (const [name, value] of Object.entries(headers)) request = request.set(name, value);
    return request;
  };
  const post = (path: string, who: string | null, body: unknown) => {
    const request = t.http().post(path);
    return (who ? request.set('Authorization', who) : request).send(body as object);
  };
  const detailOf = async (customerId: string, who = auth.SUPERADMIN!) =>
    (await post(DETAIL, who, { customerId, filters: [], sortType: 'a-z' }).expect(200)).body.result.records as CustomerLicenseDetail[];

  it('lets only LICENSES holders in: SUPERADMIN, LICFINANCIERO and LICENSECOMERCIAL; others 403, anonymous 401', async () => {
    for (const role of ALLOWED) {
      await get(LICENSED, auth[role]!).expect(200);
      await post(DETAIL, auth[role]!, { customerId: DEMO_COMPANY_ID, filters: [], sortType: 'a-z' }).expect(200);
      await get(SERVICES, auth[role]!).expect(200);
    }
    for (const who of [...REFUSED.map((role) => auth[role]!), customer]) {
      await get(LICENSED, who).expect(403);
      await post(DETAIL, who, { customerId: DEMO_COMPANY_ID, filters: [], sortType: 'a-z' }).expect(403);
      await post(ADD, who, {}).expect(403);
      await get(INFORMATION, who, { purchaseOrderLicenseId: '1' }).expect(403);
      await post(SET_RANGES, who, {}).expect(403);
      await get(SERVICES, who).expect(403);
    }
    await get(LICENSED, null).expect(401);
    await post(ADD, null, {}).expect(401);
  });

  it('pages the licensed companies with their services, filters them, and answers 404 when none match', async () => {
    const page = await get(LICENSED, auth.LICFINANCIERO!, { startRegister: '0', registerNumber: '10' }).expect(200);
    const records = page.body.result.records as LicensedCustomer[];
    expect(page.body.result.count).toBeGreaterThanOrEqual(3);
    expect(records.find((r) => r.id === DEMO_COMPANY_ID)).toEqual({
      id: DEMO_COMPANY_ID,
      name: 'Comercializadora Andina S.A.S.',
      documentNumber: '900123456',
      documentType: 4,
      services: ['COLFACTURA', 'COLNOMINA'],
    });
    const names = records.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    const second = await get(LICENSED, auth.LICFINANCIERO!, { startRegister: '1', registerNumber: '1' }).expect(200);
    expect(second.body.result.records).toEqual([records[1]]);

    const filtered = await get(LICENSED, auth.LICFINANCIERO!, { filter: encodeURIComponent('pacífico') }).expect(200);
    expect((filtered.body.result.records as LicensedCustomer[]).map((r) => r.documentNumber)).toEqual(['901234567']);
    const byDocument = await get(LICENSED, auth.LICFINANCIERO!, { filter: '90012' }).expect(200);
    expect((byDocument.body.result.records as LicensedCustomer[]).map((r) => r.id)).toEqual([DEMO_COMPANY_ID]);

    const none = await get(LICENSED, auth.LICFINANCIERO!, { filter: 'no existe ninguna' }).expect(404);
    expect(none.body).toMatchObject({ statusCode: 404, statusMessage: 'No se encontraron licencias' });
    const bad = await get(LICENSED, auth.LICFINANCIERO!, { registerNumber: '500' }).expect(400);
    expect(bad.body.errors).toEqual([{ field: 'registerNumber', message: 'Debe ser un número entero entre 1 y 100.' }]);
  });

  it('details a customer per service: base dates, balance totals with 87 % used, plans with their features', async () => {
    const [detail] = await detailOf(DEMO_COMPANY_ID);
    expect(detail!.customerInfo).toEqual({
      customerId: DEMO_COMPANY_ID,
      customerName: 'Comercializadora Andina S.A.S.',
      documentType: 4,
      documentNumber: '900123456',
      legalRepresentativeName: 'Carlos Andrés Rodríguez Pérez',
    });
    expect(detail!.serviceLicense.map((s) => s.serviceName)).toEqual(['COLFACTURA', 'COLNOMINA']);
    const colfactura = detail!.serviceLicense[0]!;
    expect(colfactura.licenseBaseIsActive).toBe(true);
    expect(colfactura.lastConsumptionLicense).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(colfactura.balanceTotalPlans.find((b) => b.featureCode === 'COLFACTURA_DOCUMENTO')).toMatchObject({
      featureCategoryType: 'T',
      totalPlan: 600,
      totalUsed: 522,
      totalAvailable: 78,
      percentageUsed: 87,
      isUnlimited: false,
    });
    expect(colfactura.licensePlan.map((p) => p.packageName)).toEqual(['100 documentos adicionales', 'Plan Pyme']);
    expect(colfactura.licensePlan[1]!.balanceFeaturesLicense.find((f) => f.featureCode === 'COLFACTURA_DOCUMENTO')).toMatchObject({
      quantity: 500,
      used: 500,
      available: 0,
    });

    // Sorts and the service filter; a plan id finds its customer.
    const planId = colfactura.licensePlan[0]!.purchaseOrderLicenseId;
    const zToA = await post(DETAIL, auth.LICENSECOMERCIAL!, { purchaseOrderLicenseId: planId, filters: [], sortType: 'z-a' }).expect(200);
    expect((zToA.body.result.records as CustomerLicenseDetail[])[0]!.serviceLicense.map((s) => s.serviceName)).toEqual([
      'COLNOMINA',
      'COLFACTURA',
    ]);
    const newest = await post(DETAIL, auth.LICENSECOMERCIAL!, { customerId: DEMO_COMPANY_ID, filters: [], sortType: 'desc' }).expect(200);
    expect((newest.body.result.records as CustomerLicenseDetail[])[0]!.serviceLicense.map((s) => s.serviceName)).toEqual([
      'COLFACTURA',
      'COLNOMINA',
    ]);
    const oldest = await post(DETAIL, auth.LICENSECOMERCIAL!, { customerId: DEMO_COMPANY_ID, filters: [], sortType: 'asc' }).expect(200);
    expect((oldest.body.result.records as CustomerLicenseDetail[])[0]!.serviceLicense.map((s) => s.serviceName)).toEqual([
      'COLNOMINA',
      'COLFACTURA',
    ]);
    const filtered = await post(DETAIL, auth.LICENSECOMERCIAL!, {
      filters: [
        { type: 'Customer', value: '900123456' },
        { type: 'Service', value: 'COLNOMINA' },
      ],
      sortType: 'a-z',
    }).expect(200);
    expect((filtered.body.result.records as CustomerLicenseDetail[])[0]!.serviceLicense.map((s) => s.serviceName)).toEqual(['COLNOMINA']);

    const none = await post(DETAIL, auth.LICENSECOMERCIAL!, {
      customerId: DEMO_COMPANY_ID,
      filters: [{ type: 'Service', value: 'FIRMAYA' }],
      sortType: 'a-z',
    }).expect(404);
    expect(none.body.statusMessage).toBe('No se encontraron licencias para este cliente en el filtro seleccionado');
    const bad = await post(DETAIL, auth.LICENSECOMERCIAL!, { filters: [{ type: 'Otro', value: 'x' }], sortType: 'nuevo' }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'filters.0.type', message: 'El valor no es una opción válida.' },
        { field: 'sortType', message: 'El valor no es una opción válida.' },
      ]),
    );
  });

  it('offers the services that take manual licences with their packages', async () => {
    const response = await get(SERVICES, auth.LICFINANCIERO!).expect(200);
    const options = response.body.result.records as LicenceServiceOption[];
    const colfactura = options.find((o) => o.serviceName === 'COLFACTURA');
    expect(colfactura?.packages.map((p) => p.packageCode)).toEqual(expect.arrayContaining(['COLFAC-PYME', 'BIILIMITADO']));
    expect(options.some((o) => o.serviceName === 'FIRMAYA')).toBe(false);
    // Each package says how long a licence of it runs, so that the form shows the annual plan's validity.
    expect(colfactura?.packages.find((p) => p.packageCode === 'COLFAC-PYME')).toMatchObject({
      validityTypeId: 'A',
      validityPeriod: 1,
      isBase: true,
    });
  });

  it('adds a licence with ranges, reads it for editing and updates its ranges', async () => {
    const added = await post(ADD, auth.LICFINANCIERO!, {
      customerId: TRANSPORTES_ID,
      serviceId: services.COLNOMINA,
      packageId: packages['COLNOM-BASICO'],
      transactionRanges: [
        { rangeMinimum: 1, rangeMaximum: 100, rangePrice: 1500 },
        { rangeMinimum: 101, rangeMaximum: 500, rangePrice: 1200 },
      ],
    }).expect(200);
    expect(added.body.statusMessage).toBe('¡Licencia añadida con éxito!');
    const info = added.body.result.records as LicenseInformation;
    expect(info).toMatchObject({ serviceId: services.COLNOMINA, packageCode: 'COLNOM-BASICO', contractNumber: null });
    expect(info.transactionRange.map((r) => [r.rangeMinimum, r.rangeMaximum, r.rangePrice])).toEqual([
      [1, 100, 1500],
      [101, 500, 1200],
    ]);
    const [balance] = await rows<{ total: string }>(
      t,
      `select total from licensing.licence_balance where plan_id = ? and feature_code = 'COLNOMINA_EMPLEADO'`,
      [info.purchaseOrderLicenseId],
    );
    expect(Number(balance!.total)).toBe(10);

    const read = await get(INFORMATION, auth.LICENSECOMERCIAL!, { purchaseOrderLicenseId: String(info.purchaseOrderLicenseId) }).expect(
      200,
    );
    expect(read.body.result.records).toEqual(info);

    const updated = await post(SET_RANGES, auth.SUPERADMIN!, {
      PurchaseOrderLicenseId: info.purchaseOrderLicenseId,
      licenseTransactionRange: [{ rangeMinimum: 1, rangeMaximum: 1000, rangePrice: 900 }],
    }).expect(200);
    expect(updated.body.statusMessage).toBe('¡Licencia actualizada con éxito!');
    expect((updated.body.result.records as LicenseInformation).transactionRange).toEqual([
      expect.objectContaining({ rangeMinimum: 1, rangeMaximum: 1000, rangePrice: 900 }),
    ]);

    await get(INFORMATION, auth.SUPERADMIN!, { purchaseOrderLicenseId: '999999' }).expect(404);
    const badHeader = await get(INFORMATION, auth.SUPERADMIN!, { purchaseOrderLicenseId: 'abc' }).expect(400);
    expect(badHeader.body.errors[0].field).toBe('purchaseOrderLicenseId');
  });

  it('refuses ranges that break the §5.1 rules with their messages (422)', async () => {
    const base = { customerId: TRANSPORTES_ID, serviceId: services.COLFACTURA, packageId: packages['COLFAC-PYME'] };
    const cases: [unknown[], string][] = [
      [[{ rangeMinimum: 50, rangeMaximum: 10, rangePrice: 100 }], 'Rango mínimo no puede ser mayor al rango máximo.'],
      [
        [
          { rangeMinimum: 1, rangeMaximum: 100, rangePrice: 100 },
          { rangeMinimum: 50, rangeMaximum: 200, rangePrice: 90 },
        ],
        'Rango mínimo ya se encuentra dentro de los valores parametrizados.',
      ],
      [
        [
          { rangeMinimum: 100, rangeMaximum: 200, rangePrice: 100 },
          { rangeMinimum: 1, rangeMaximum: 150, rangePrice: 90 },
        ],
        'Rango máximo ya se encuentra dentro de los valores parametrizados.',
      ],
    ];
    for (const [transactionRanges, message] of cases) {
      const refused = await post(ADD, auth.LICFINANCIERO!, { ...base, transactionRanges }).expect(422);
      expect(refused.body).toMatchObject({ statusMessage: 'No se pudo añadir la licencia al cliente.', errorDetail: message });
    }
    const [plan] = await rows<{ id: string }>(t, `select id from licensing.licence_plan where customer_id = ? limit 1`, [TRANSPORTES_ID]);
    const update = await post(SET_RANGES, auth.LICFINANCIERO!, {
      PurchaseOrderLicenseId: Number(plan!.id),
      licenseTransactionRange: [{ rangeMinimum: 9, rangeMaximum: 3, rangePrice: 1 }],
    }).expect(422);
    expect(update.body).toMatchObject({
      statusMessage: 'No se pudo actualizar la licencia al cliente.',
      errorDetail: 'Rango mínimo no puede ser mayor al rango máximo.',
    });

    const bad = await post(ADD, auth.LICFINANCIERO!, {
      ...base,
      transactionRanges: [{ rangeMinimum: 0, rangeMaximum: 'diez', rangePrice: 12345678901 }],
    }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'transactionRanges.0.rangeMinimum', message: 'Debe ser un número entero entre 1 y 999999999.' },
        { field: 'transactionRanges.0.rangeMaximum', message: 'El campo debe ser numérico.' },
        { field: 'transactionRanges.0.rangePrice', message: 'Máximo 10 caracteres.' },
      ]),
    );
    const empty = await post(ADD, auth.LICFINANCIERO!, { ...base, transactionRanges: [] }).expect(400);
    expect(empty.body.errors).toEqual([{ field: 'transactionRanges', message: 'Campo obligatorio' }]);
    const missing = await post(ADD, auth.LICFINANCIERO!, {}).expect(400);
    expect(missing.body.errors).toEqual(expect.arrayContaining([{ field: 'customerId', message: 'Campo obligatorio' }]));
  });

  it('needs a contract number and dates for BIILIMITADO, and keeps them', async () => {
    const base = {
      customerId: METALICAS_ID,
      serviceId: services.COLFACTURA,
      packageId: packages.BIILIMITADO,
      transactionRanges: [{ rangeMinimum: 1, rangeMaximum: 10, rangePrice: 100 }],
    };
    const noContract = await post(ADD, auth.SUPERADMIN!, base).expect(422);
    expect(noContract.body.errorDetail).toBe('El número de contrato es obligatorio para el paquete BIILIMITADO.');
    const noDates = await post(ADD, auth.SUPERADMIN!, { ...base, contractNumber: 'CT-1' }).expect(422);
    expect(noDates.body.errorDetail).toBe('Las fechas de inicio y fin son obligatorias para el paquete BIILIMITADO.');
    const tooLong = await post(ADD, auth.SUPERADMIN!, { ...base, contractNumber: 'x'.repeat(101) }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'contractNumber', message: 'Máximo 100 caracteres.' }]);

    const added = await post(ADD, auth.SUPERADMIN!, {
      ...base,
      contractNumber: 'CT-2026-0099',
      startDate: '2026-12-01T05:00:00.000Z',
      finalDate: '2027-12-01T04:59:59.000Z',
    }).expect(200);
    expect(added.body.result.records).toMatchObject({
      packageCode: 'BIILIMITADO',
      contractNumber: 'CT-2026-0099',
      effectiveDate: '2026-12-01T05:00:00.000Z',
      expirationDate: '2027-12-01T04:59:59.000Z',
    });
    const detail = await detailOf(METALICAS_ID);
    const plans = detail[0]!.serviceLicense[0]!.licensePlan;
    expect(plans.some((p) => p.packageCode === 'BIILIMITADO' && p.balanceFeaturesLicense.some((f) => f.isUnlimited))).toBe(true);
  });

  it('keeps the unit (GB) of a storage balance after the sale: in the detail, its totals and the export', async () => {
    const LUIS_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00005';
    for (const code of ['BOVEDA-10GB', 'BOVEDA-100GB']) {
      await post(ADD, auth.SUPERADMIN!, {
        customerId: LUIS_ID,
        serviceId: services.BOVEDA,
        packageId: packages[code],
        transactionRanges: [{ rangeMinimum: 1, rangeMaximum: 100, rangePrice: 1000 }],
      }).expect(200);
    }
    // The second base plan would start when the first ends: both run now here, so the totals add them up.
    await rows(t, `update licensing.licence_plan set effective_date = now() - interval '1 day' where customer_id = ?`, [LUIS_ID]);
    const boveda = () => detailOf(LUIS_ID).then((detail) => detail[0]!.serviceLicense.find((s) => s.serviceName === 'BOVEDA')!);
    const service = await boveda();
    const storage = service.balanceTotalPlans.find((b) => b.featureCode === 'BOVEDA_ALMACENAMIENTO');
    expect(storage).toMatchObject({ totalPlan: 110, totalUsed: 0, totalAvailable: 110, storageUnit: 'GB' });
    expect(service.balanceTotalPlans.find((b) => b.featureCode === 'BOVEDA_USUARIO')?.storageUnit).toBeNull();
    for (const plan of service.licensePlan) {
      expect(plan.balanceFeaturesLicense.find((f) => f.featureCode === 'BOVEDA_ALMACENAMIENTO')?.storageUnit).toBe('GB');
    }

    // Plans sold in different units add up in MB (1 GB = 1,024 MB), never as bare numbers.
    const [tenGb] = await rows<{ id: string }>(
      t,
      `select b.id from licensing.licence_balance b join licensing.licence_plan p on p.id = b.plan_id
        where p.customer_id = ? and p.package_code = 'BOVEDA-10GB' and b.feature_code = 'BOVEDA_ALMACENAMIENTO'`,
      [LUIS_ID],
    );
    await rows(t, `update licensing.licence_balance set storage_unit = 'MB', total = 512, used = 12 where id = ?`, [Number(tenGb!.id)]);
    const mixed = (await boveda()).balanceTotalPlans.find((b) => b.featureCode === 'BOVEDA_ALMACENAMIENTO');
    expect(mixed).toMatchObject({ totalPlan: 100 * 1024 + 512, totalUsed: 12, totalAvailable: 100 * 1024 + 500, storageUnit: 'MB' });

    const response = await t
      .http()
      .post('/license/api/license/exportConsumptionDetail')
      .set('Authorization', auth.LICFINANCIERO!)
      .send({ customerId: LUIS_ID, filters: [{ type: 'Service', value: 'BOVEDA' }], sortType: 'a-z' })
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const saldos = readXlsx(response.body as Buffer).sheet('Saldos');
    expect(saldos.rows[0]!.slice(5, 9)).toEqual(['Compradas', 'Consumidas', 'Disponibles', 'Unidad']);
    const withUnit = (row: unknown[]) => row[8] !== null && row[8] !== undefined && row[8] !== '';
    const balances = saldos.rows.slice(1);
    // Storage rows carry their unit; the users rows (no storage) leave it empty.
    expect(balances.filter(withUnit).map((row) => [row[3], row.slice(5, 9)])).toEqual(
      expect.arrayContaining([
        ['Bóveda 100 GB', [100, 0, 100, 'GB']],
        ['Bóveda 10 GB', [512, 12, 500, 'MB']],
      ]),
    );
    expect(balances.filter(withUnit)).toHaveLength(2);
    expect(balances.filter((row) => !withUnit(row))).toHaveLength(2);
  });
});
