import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { LicenceUsagePage } from '@lic/shared-api-types';
import { anEvent, basic, createCredential, insertPlan, rows } from './consumption-test-kit';
import { readXlsx } from '@lic/server-licensing/testing';

/** Staff endpoints of consumption: app credentials, getLicenseUsage and the "Detalle de consumo" export. */
describe('consumption: staff endpoints', () => {
  let t: TestApp;
  let planId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const credential = await createCredential(t, 'colfactura');
    ({ planId } = await insertPlan(t, {
      documentNumber: '800200001',
      customerName: '=Empresa Fórmula S.A.S.',
      packageName: 'Plan Emprendedor',
      balances: [
        { code: 'COLFACTURA_DOCUMENTO', name: 'Documentos electrónicos', total: 100 },
        { code: 'COLFACTURA_USUARIO', name: 'Usuarios', total: 0, unlimited: true },
      ],
    }));
    await insertPlan(t, { documentNumber: '800200001', serviceName: 'COLNOMINA', balances: [{ code: 'COLNOMINA_EMPLEADO', total: 10 }] });
    const events = Array.from({ length: 25 }, (_, i) =>
      anEvent('800200001', i % 5 === 0 ? 'COLFACTURA_USUARIO' : 'COLFACTURA_DOCUMENTO', {
        eventId: i === 0 ? '=cmd|calc' : `uso-${String(i).padStart(2, '0')}`,
        quantity: 2,
        occurredAt: new Date(Date.UTC(2026, 10, 1, 12, i)).toISOString(),
      }),
    );
    const batch = await t.http().post('/license/api/consumption/batch').set('Authorization', basic(credential)).send({ events });
    expect(batch.body.accepted).toBe(25);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const bearer = async (roles: string[]) => `Bearer ${await t.staffToken(roles)}`;

  describe('app credentials', () => {
    it.each([['SUPERADMIN'], ['LICFINANCIERO'], ['LICENSECOMERCIAL']])('%s creates, lists and revokes', async (role) => {
      const auth = await bearer([role]);
      const created = await t
        .http()
        .post('/license/api/app-credentials')
        .set('Authorization', auth)
        .send({ appName: 'firmaya', description: `Firma (${role})` });
      expect(created.status).toBe(200);
      const record = created.body.result.records;
      expect(record).toMatchObject({
        appName: 'firmaya',
        description: `Firma (${role})`,
        createdBy: 'staff.tester',
        revokedOn: null,
        lastUsedOn: null,
      });
      expect(record.clientId).toMatch(/^firmaya-[0-9a-f]{16}$/);
      expect(record.clientSecret.length).toBeGreaterThanOrEqual(43);

      const list = await t.http().get('/license/api/app-credentials').set('Authorization', auth);
      expect(list.status).toBe(200);
      const listed = list.body.result.records.find((c: { id: string }) => c.id === record.id);
      expect(listed).toMatchObject({ clientId: record.clientId });
      expect(listed).not.toHaveProperty('clientSecret');
      expect(JSON.stringify(list.body)).not.toContain(record.clientSecret);
      const [stored] = await rows<{ secret_hash: string }>(t, 'select secret_hash from licensing.app_credential where id = ?', [record.id]);
      expect(stored.secret_hash).not.toContain(record.clientSecret);

      const revoked = await t.http().post(`/license/api/app-credentials/${record.id}/revoke`).set('Authorization', auth);
      expect(revoked.status).toBe(200);
      expect(revoked.body.result.records.revokedOn).toEqual(expect.any(String));
    });

    it.each([['LICENSEPROMOCODE'], ['LICFINANCIEROCONSULTA']])('%s is refused (403)', async (role) => {
      const auth = await bearer([role]);
      expect((await t.http().get('/license/api/app-credentials').set('Authorization', auth)).status).toBe(403);
      expect(
        (await t.http().post('/license/api/app-credentials').set('Authorization', auth).send({ appName: 'firmaya', description: 'x' }))
          .status,
      ).toBe(403);
    });

    it('refuses customers (403) and anonymous callers (401)', async () => {
      const customer = `Bearer ${await t.customerToken('4', '900123456')}`;
      expect((await t.http().get('/license/api/app-credentials').set('Authorization', customer)).status).toBe(403);
      expect((await t.http().get('/license/api/app-credentials')).status).toBe(401);
    });

    it('validates the body in Spanish and answers 404 for an unknown credential', async () => {
      const auth = await bearer(['SUPERADMIN']);
      const bad = await t
        .http()
        .post('/license/api/app-credentials')
        .set('Authorization', auth)
        .send({ appName: 'otra', description: 'x'.repeat(201) });
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual(
        expect.arrayContaining([
          { field: 'appName', message: 'La aplicación no es válida.' },
          { field: 'description', message: 'Máximo 200 caracteres.' },
        ]),
      );
      const unknown = await t
        .http()
        .post('/license/api/app-credentials/00000000-0000-4000-8000-000000000000/revoke')
        .set('Authorization', auth);
      expect(unknown.status).toBe(404);
      expect(unknown.body.statusMessage).toBe('No se encontró la credencial.');
      expect((await t.http().post('/license/api/app-credentials/no-es-uuid/revoke').set('Authorization', auth)).status).toBe(404);
    });
  });

  describe('getLicenseUsage', () => {
    const usage = async (body: object, headers: Record<string, string> = {}, roles = ['LICFINANCIERO']) =>
      t
        .http()
        .post('/license/api/license/getLicenseUsage')
        .set('Authorization', await bearer(roles))
        .set(headers)
        .send(body);

    it('pages the kept events newest first', async () => {
      const body = { DocumentType: 4, DocumentNumber: '800200001', ServiceName: 'COLFACTURA' };
      const first = await usage(body, { pSkip: '0', pTake: '10' });
      expect(first.status).toBe(200);
      const page = first.body.result.records as LicenceUsagePage;
      expect(page.countRecords).toBe(25);
      expect(page.nextSkipLicense).toBe(10);
      expect(page.licenseUsageList).toHaveLength(10);
      expect(page.licenseUsageList[0]).toEqual({
        eventId: 'uso-24',
        appName: 'colfactura',
        serviceName: 'COLFACTURA',
        featureCode: 'COLFACTURA_DOCUMENTO',
        featureName: 'Documentos electrónicos',
        quantity: 2,
        occurredAt: '2026-11-01T12:24:00.000Z',
        recordedAt: expect.any(String),
      });
      const last = (await usage(body, { pSkip: '20', pTake: '10' })).body.result.records as LicenceUsagePage;
      expect(last.licenseUsageList.map((e) => e.eventId)).toEqual(['uso-04', 'uso-03', 'uso-02', 'uso-01', '=cmd|calc']);
      expect(last.nextSkipLicense).toBeNull();
      const beyond = (await usage(body, { pSkip: '40', pTake: '10' })).body.result.records as LicenceUsagePage;
      expect(beyond).toEqual({ licenseUsageList: [], countRecords: 25, nextSkipLicense: null });
    });

    it('filters by feature and by service', async () => {
      const users = (await usage({ DocumentType: 4, DocumentNumber: '800200001', ServiceName: '', pFilter: 'usuario' })).body.result
        .records as LicenceUsagePage;
      expect(users.countRecords).toBe(5);
      expect(users.licenseUsageList.every((e) => e.featureCode === 'COLFACTURA_USUARIO')).toBe(true);
      const nomina = (await usage({ DocumentType: 4, DocumentNumber: '800200001', ServiceName: 'COLNOMINA' })).body.result.records;
      expect(nomina.countRecords).toBe(0);
    });

    it('checks headers, body and privileges', async () => {
      const body = { DocumentType: 4, DocumentNumber: '800200001', ServiceName: '' };
      const badHeader = await usage(body, { pTake: '0' });
      expect(badHeader.status).toBe(400);
      expect(badHeader.body.errors).toEqual([{ field: 'pTake', message: 'Debe ser un número entero entre 1 y 500.' }]);
      expect((await usage({ ...body, DocumentNumber: '' })).status).toBe(400);
      expect((await usage(body, {}, ['LICENSEPROMOCODE'])).status).toBe(403);
      expect((await usage(body, {}, ['SUPERADMIN'])).status).toBe(200);
    });
  });

  describe('exportConsumptionDetail', () => {
    it('downloads the Saldos and Consumos sheets, formula-like texts kept as text', async () => {
      const response = await t
        .http()
        .post('/license/api/license/exportConsumptionDetail')
        .set('Authorization', await bearer(['LICFINANCIERO']))
        .send({ purchaseOrderLicenseId: planId, filters: [{ type: 'Service', value: 'COLFACTURA' }], sortType: 'a-z' })
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="detalle-de-consumo-800200001-\d{8}\.xlsx"$/);
      const workbook = readXlsx(response.body as Buffer);
      const saldos = workbook.sheet('Saldos');
      const balances = saldos.rows.slice(1).map((row) => row.slice(0, 8));
      expect(balances).toEqual([
        ["'=Empresa Fórmula S.A.S.", '800200001', 'COLFACTURA', 'Plan Emprendedor', 'Documentos electrónicos', 100, 40, 60],
        ["'=Empresa Fórmula S.A.S.", '800200001', 'COLFACTURA', 'Plan Emprendedor', 'Usuarios', 'Ilimitadas', 10, 'Ilimitadas'],
      ]);
      const consumos = workbook.sheet('Consumos');
      expect(consumos.rows).toHaveLength(26);
      expect(consumos.rows[25][3]).toBe("'=cmd|calc");
      expect(consumos.rows[25][0]).toBe('01/11/2026 07:00:00');
      expect(consumos.cells.filter((cell) => cell.formula)).toEqual([]);
    });

    it('answers 404 when nothing matches and 403 without LICENSES', async () => {
      const notFound = await t
        .http()
        .post('/license/api/license/exportConsumptionDetail')
        .set('Authorization', await bearer(['SUPERADMIN']))
        .send({ purchaseOrderLicenseId: planId, filters: [{ type: 'Service', value: 'BOVEDA' }], sortType: 'a-z' });
      expect(notFound.status).toBe(404);
      expect(notFound.body.statusMessage).toBe('No se encontraron licencias para este cliente en el filtro seleccionado');
      const refused = await t
        .http()
        .post('/license/api/license/exportConsumptionDetail')
        .set('Authorization', await bearer(['LICFINANCIEROCONSULTA']))
        .send({ purchaseOrderLicenseId: planId, filters: [], sortType: 'a-z' });
      expect(refused.status).toBe(403);
    });
  });
});
