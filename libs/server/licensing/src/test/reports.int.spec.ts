import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Response } from 'supertest';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { StaffRole } from '@lic/shared-api-types';
import { insertEvent, insertPlan, insertPromotionOrder, type ReportCustomer } from './reports-test-kit';
import { readXlsx } from '@lic/server-licensing/testing';

const NOW = new Date('2026-03-01T15:00:00Z');
const andina: ReportCustomer = { documentType: 4, documentNumber: '811222333', name: 'Reportes Andina S.A.S.' };
const pacifico: ReportCustomer = { documentType: 1, documentNumber: '71222333', name: 'Laura Pacífico' };
// Feature codes of this test only, so the "every customer" report counts only these rows.
const DOC = 'RPTEST_DOCUMENTO';
const NOMINA = 'RPTEST_EMPLEADO';

const binary = (response: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('Informes: consumption reports', () => {
  let t: TestApp;
  let financiero: string;

  beforeAll(async () => {
    t = await createTestApp();
    jest.spyOn(t.app.get<Clock>(CLOCK), 'now').mockReturnValue(NOW);
    financiero = await t.staffToken(['LICFINANCIERO']);

    await insertPlan(t, andina, 'COLFACTURA', [
      { code: DOC, name: 'Documentos electrónicos' },
      { code: 'RPTEST_USUARIOS', name: 'Usuarios', category: 'F' },
    ]);
    await insertPlan(t, pacifico, 'COLNOMINA', [{ code: NOMINA, name: 'Empleados' }]);
    const colfactura = (quantity: number, occurredAt: string) => ({ serviceName: 'COLFACTURA', featureCode: DOC, quantity, occurredAt });
    // 2026-02-28 in Bogotá: 10 at noon and 5 at 23:30 (04:30 UTC the next day).
    await insertEvent(t, andina, colfactura(10, '2026-02-28T17:00:00Z'));
    await insertEvent(t, andina, colfactura(5, '2026-03-01T04:30:00Z'));
    // The first day of the range starts at midnight in Bogotá; the second before it is outside.
    await insertEvent(t, andina, colfactura(7, '2025-12-02T05:00:00Z'));
    await insertEvent(t, andina, colfactura(1000, '2025-12-02T04:59:59Z'));
    // Later than now: not in the range either.
    await insertEvent(t, andina, colfactura(1000, '2026-03-02T06:00:00Z'));
    await insertEvent(t, pacifico, { serviceName: 'COLNOMINA', featureCode: NOMINA, quantity: 3, occurredAt: '2026-02-28T15:00:00Z' });
  });

  afterAll(async () => {
    await t?.close();
  });

  const get = (path: string, token = financiero) => t.http().get(path).set('Authorization', `Bearer ${token}`);

  it('sums one customer per Bogotá day and feature over the last 90 days', async () => {
    const response = await get(
      '/license/api/reports/consumption?reportType=GeneralConsumptionReport&documentType=4&documentNumber=811222333',
    ).expect(200);
    expect(response.body.result.records).toEqual({
      reportType: 'GeneralConsumptionReport',
      title: 'Reporte general de consumo',
      documentType: 4,
      documentNumber: '811222333',
      customerName: 'Reportes Andina S.A.S.',
      from: '2025-12-02',
      to: '2026-03-01',
      days: [
        { day: '2025-12-02', featureCode: DOC, featureName: 'Documentos electrónicos', quantity: 7 },
        { day: '2026-02-28', featureCode: DOC, featureName: 'Documentos electrónicos', quantity: 15 },
      ],
      totals: [{ featureCode: DOC, featureName: 'Documentos electrónicos', quantity: 22 }],
    });
  });

  it('sums every customer when no document is given', async () => {
    const response = await get('/license/api/reports/consumption?reportType=GeneralConsumptionReport').expect(200);
    const report = response.body.result.records;
    expect(report.customerName).toBeNull();
    expect(report.documentNumber).toBeNull();
    expect(report.totals.filter((total: { featureCode: string }) => total.featureCode.startsWith('RPTEST_'))).toEqual([
      { featureCode: DOC, featureName: 'Documentos electrónicos', quantity: 22 },
      { featureCode: NOMINA, featureName: 'Empleados', quantity: 3 },
    ]);
  });

  it('narrows the per-feature report to the service (claimDelete) and the feature (claimCreate)', async () => {
    const response = await get(
      `/license/api/reports/consumption?reportType=KibanaConsumptionReport&documentType=1&documentNumber=71222333&claimCreate=${NOMINA}&claimDelete=COLNOMINA`,
    ).expect(200);
    expect(response.body.result.records).toMatchObject({
      title: 'Reporte de consumo',
      customerName: 'Laura Pacífico',
      days: [{ day: '2026-02-28', featureCode: NOMINA, featureName: 'Empleados', quantity: 3 }],
      totals: [{ featureCode: NOMINA, quantity: 3 }],
    });
    const other = await get(
      `/license/api/reports/consumption?reportType=KibanaConsumptionReport&documentType=1&documentNumber=71222333&claimCreate=${DOC}&claimDelete=COLFACTURA`,
    ).expect(200);
    expect(other.body.result.records.days).toEqual([]);
  });

  it('exports the report as an .xlsx file', async () => {
    const response = await get(
      '/license/api/reports/consumption/export?reportType=GeneralConsumptionReport&documentType=4&documentNumber=811222333',
    )
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="reporte-general-de-consumo-811222333-20251202-20260301.xlsx"',
    );
    const workbook = readXlsx(response.body as Buffer);
    expect(workbook.sheet('Consumo diario').rows[2]).toEqual(['28/02/2026', DOC, 'Documentos electrónicos', 15]);
    expect(workbook.sheet('Totales').rows[1]).toEqual([DOC, 'Documentos electrónicos', 22]);
  });

  it('lists the consumable features a customer can be reported on', async () => {
    const response = await get('/license/api/reports/features?documentType=4&documentNumber=811222333').expect(200);
    expect(response.body.result.records).toEqual([{ serviceName: 'COLFACTURA', featureCode: DOC, featureName: 'Documentos electrónicos' }]);
  });

  it('answers the four cards with the built-in reports', async () => {
    const response = await get('/license/api/reports/links').expect(200);
    expect(
      response.body.result.records.map((link: { title: string; url: string; external: boolean }) => [link.title, link.url, link.external]),
    ).toEqual([
      ['Gestión Servicios', '/admin/license/reports/reportView?reportType=GeneralConsumptionReport', false],
      ['Soporte por Cliente', '/admin/license/reports/reportView?reportType=GeneralConsumptionReport&askCustomer=true', false],
      ['Códigos Promocionales', '/admin/license/reports/reportView?reportType=PromotionCodeReport', false],
      ['Reporte de Consumo', '/admin/license/reports/reportView?reportType=KibanaConsumptionReport', false],
    ]);
  });

  it('counts the orders of each promotion code over the last 90 days ("Códigos Promocionales")', async () => {
    await insertPromotionOrder(t, { promotionCode: 'RPTPROMO10', state: 1, totalDiscount: 10000, registeredOn: '2026-02-01T15:00:00Z' });
    await insertPromotionOrder(t, { promotionCode: 'RPTPROMO10', state: 6, totalDiscount: 10000, registeredOn: '2026-02-02T15:00:00Z' });
    await insertPromotionOrder(t, { promotionCode: 'RPTPROMO10', state: 8, totalDiscount: 2500.5, registeredOn: '2025-12-02T05:00:00Z' });
    await insertPromotionOrder(t, { promotionCode: 'RPTPROMO10', state: 6, totalDiscount: 99999, registeredOn: '2025-12-02T04:59:59Z' });
    await insertPromotionOrder(t, { promotionCode: 'RPTGRATIS', state: 7, totalDiscount: 5000, registeredOn: '2026-02-20T15:00:00Z' });
    const response = await get('/license/api/reports/promotion-codes').expect(200);
    expect(response.body.result.records).toEqual({
      title: 'Reporte de códigos promocionales',
      from: '2025-12-02',
      to: '2026-03-01',
      codes: [
        { promotionCode: 'RPTPROMO10', registeredOrders: 3, paidOrders: 2, discount: 12500.5 },
        { promotionCode: 'RPTGRATIS', registeredOrders: 1, paidOrders: 0, discount: 0 },
      ],
    });
  });

  it('refuses bad input with Spanish field errors', async () => {
    const expectErrors = async (query: string, errors: { field: string; message: string }[]) => {
      const response = await get(`/license/api/reports/consumption?${query}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, errors });
    };
    await expectErrors('', [{ field: 'reportType', message: 'Campo obligatorio' }]);
    await expectErrors('reportType=Kibana', [
      { field: 'reportType', message: 'El tipo de reporte no es válido (GeneralConsumptionReport o KibanaConsumptionReport).' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&documentNumber=811222333', [
      { field: 'documentType', message: 'Indique el tipo de documento junto con el número.' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&documentType=4&documentNumber=12', [
      { field: 'documentNumber', message: 'El número de documento debe tener entre 5 y 15 dígitos.' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&documentType=99&documentNumber=811222333', [
      { field: 'documentType', message: 'Tipo de documento no permitido.' },
    ]);
    await expectErrors('reportType=KibanaConsumptionReport', [
      { field: 'claimCreate', message: 'Indique la característica del servicio (claimCreate) del reporte de consumo.' },
      { field: 'claimDelete', message: 'Indique el servicio (claimDelete) del reporte de consumo.' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&from=2026-02-30', [
      { field: 'from', message: 'Fecha inválida, el formato debe ser AAAA-MM-DD.' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&to=01/03/2026', [
      { field: 'to', message: 'Fecha inválida, el formato debe ser AAAA-MM-DD.' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&from=2026-01-01&to=2026-04-01', [
      { field: 'to', message: 'El periodo del reporte no puede superar 90 días.' },
    ]);
    await expectErrors('reportType=GeneralConsumptionReport&since=2020-01-01', [
      { field: 'since', message: 'Este campo no está permitido.' },
    ]);
  });

  it('refuses swapped dates (from after to) in Spanish, on the report and on its export', async () => {
    for (const path of ['/license/api/reports/consumption', '/license/api/reports/consumption/export']) {
      const response = await get(`${path}?reportType=GeneralConsumptionReport&from=2026-03-01&to=2026-02-01`).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        errors: [
          { field: 'to', message: 'La fecha inicial del reporte (01/03/2026) no puede ser posterior a la fecha final (01/02/2026).' },
        ],
      });
    }
  });

  it('covers the days from and to choose, both included', async () => {
    const response = await get(
      '/license/api/reports/consumption?reportType=GeneralConsumptionReport&documentType=4&documentNumber=811222333&from=2025-12-01&to=2026-02-27',
    ).expect(200);
    expect(response.body.result.records).toMatchObject({
      from: '2025-12-01',
      to: '2026-02-27',
      // 1,000 at 23:59:59 of 01/12 in Bogotá and 7 on 02/12; not the 15 of 28/02.
      totals: [{ featureCode: DOC, quantity: 1007 }],
    });
    const oneDay = await get(
      '/license/api/reports/consumption?reportType=GeneralConsumptionReport&documentType=4&documentNumber=811222333&from=2026-02-28&to=2026-02-28',
    ).expect(200);
    expect(oneDay.body.result.records.totals).toEqual([{ featureCode: DOC, featureName: 'Documentos electrónicos', quantity: 15 }]);
  });

  it("names the two reports' exports apart, with what each covers", async () => {
    const exportOf = async (query: string) => {
      const response = await get(`/license/api/reports/consumption/export?${query}`).buffer(true).parse(binary).expect(200);
      return response.headers['content-disposition'];
    };
    const general = await exportOf('reportType=GeneralConsumptionReport&documentType=4&documentNumber=811222333');
    const perFeature = await exportOf(
      `reportType=KibanaConsumptionReport&documentType=4&documentNumber=811222333&claimCreate=${DOC}&claimDelete=COLFACTURA`,
    );
    expect(general).toBe('attachment; filename="reporte-general-de-consumo-811222333-20251202-20260301.xlsx"');
    expect(perFeature).toBe('attachment; filename="reporte-de-consumo-colfactura-rptest_documento-811222333-20251202-20260301.xlsx"');
    expect(await exportOf('reportType=GeneralConsumptionReport&from=2026-02-01&to=2026-02-28')).toBe(
      'attachment; filename="reporte-general-de-consumo-todos-20260201-20260228.xlsx"',
    );
  });

  it.each<[StaffRole, number]>([
    ['SUPERADMIN', 200],
    ['LICFINANCIERO', 200],
    ['LICFINANCIEROCONSULTA', 200],
    ['LICENSECOMERCIAL', 403],
    ['LICENSEPROMOCODE', 403],
  ])('lets %s in with the REPORTS privilege only (%i)', async (role, status) => {
    const token = await t.staffToken([role]);
    await get('/license/api/reports/links', token).expect(status);
    await get('/license/api/reports/consumption?reportType=GeneralConsumptionReport', token).expect(status);
    await get('/license/api/reports/consumption/export?reportType=GeneralConsumptionReport', token).expect(status);
    await get('/license/api/reports/features', token).expect(status);
    await get('/license/api/reports/promotion-codes', token).expect(status);
  });

  it('refuses customers and anonymous callers', async () => {
    await get('/license/api/reports/links', await t.customerToken('4', '811222333')).expect(403);
    await t.http().get('/license/api/reports/consumption?reportType=GeneralConsumptionReport').expect(401);
  });

  it('sends /license/reports/reportView to the back office page with its query', async () => {
    const response = await t
      .http()
      .get(
        '/license/reports/reportView?reportType=KibanaConsumptionReport&documentType=4&documentNumber=811222333&claimCreate=X&claimDelete=Y',
      )
      .expect(302);
    expect(response.headers.location).toBe(
      '/admin/license/reports/reportView?reportType=KibanaConsumptionReport&documentType=4&documentNumber=811222333&claimCreate=X&claimDelete=Y',
    );
  });
});

describe('Informes: external dashboards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REPORTS_EXTERNAL_URLS: '{"customerSupport":"https://bi.example.com/soporte"}' } });
  });
  afterAll(async () => {
    delete process.env.REPORTS_EXTERNAL_URLS;
    await t?.close();
  });

  it('opens a configured external URL instead of the built-in report', async () => {
    const token = await t.staffToken(['LICFINANCIEROCONSULTA']);
    const response = await t.http().get('/license/api/reports/links').set('Authorization', `Bearer ${token}`).expect(200);
    expect(response.body.result.records[1]).toEqual({
      key: 'customerSupport',
      title: 'Soporte por Cliente',
      url: 'https://bi.example.com/soporte',
      external: true,
    });
    expect(response.body.result.records[0].external).toBe(false);
  });
});
