import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { packageIds, person, REGISTER_TRIAL } from '../../../ordering/src/test/purchase-order-test-kit';

describe('the holder’s export of personal data, and the access log', () => {
  let t: TestApp;
  let holder: ReturnType<typeof person>;
  let customer: string;
  let otherCustomer: string;
  let officer: string;
  let financial: string;

  const userRow = async (userName: string) =>
    (
      await t.orm.em
        .getConnection()
        .execute<{ id: string; customer_id: string }[]>(`select id, customer_id from identity."user" where user_name = ?`, [userName])
    )[0];

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const ids = await packageIds(t);
    holder = person();
    await t
      .http()
      .post(REGISTER_TRIAL)
      .send({
        submissionId: randomUUID(),
        customer: holder,
        packagesToPurchase: [{ packageId: ids['FIRMAYA-PRUEBA'], packageCode: 'P', packageQuantity: 1 }],
        appName: 'firmaya',
        legalTermsCheck: true,
      })
      .expect(200);
    // The signed-in account of that person (the token names their document, as identity's claims do).
    const cliente = await userRow('cliente');
    customer = `Bearer ${await t.token({ userId: cliente.id, userName: 'cliente', apps: ['FIRMAYA'], customerType: String(holder.documentTypeId), customerValue: holder.documentNumber })}`;
    const metalicas = await userRow('cliente.metalicas');
    otherCustomer = `Bearer ${await t.token({ userId: metalicas.id, userName: 'cliente.metalicas', apps: ['COLFACTURA'], customerId: metalicas.customer_id, customerType: 'NIT', customerValue: '800987654' })}`;
    officer = `Bearer ${await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos')}`;
    financial = `Bearer ${await t.staffToken(['LICFINANCIERO'])}`;
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('gives the customer their account, orders with payment and consent, consents and mails as JSON', async () => {
    const answer = await t.http().get('/api/me/personal-data').set('Authorization', customer).expect(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = answer.body as PersonalDataExport;
    expect(data.account).toMatchObject({ userName: 'cliente', email: 'maria.lopez@empresademo.com.co' });
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({ appName: 'firmaya', paymentMethod: 'SIN_PAGO' });
    expect(data.orders[0].serviceCustomer).toMatchObject({ documentNumber: holder.documentNumber, email: holder.email.toLowerCase() });
    expect(data.orders[0].consent.acceptedAt).toBeTruthy();
    expect(data.consents.map((c) => c.form)).toContain('PRUEBA');
  });

  it('never shows one customer another’s data', async () => {
    const theirs = (await t.http().get('/api/me/personal-data').set('Authorization', otherCustomer).expect(200)).body as PersonalDataExport;
    expect(theirs.account?.userName).toBe('cliente.metalicas');
    expect(JSON.stringify(theirs)).not.toContain(holder.documentNumber);
    expect(JSON.stringify(theirs)).not.toContain('maria.lopez@empresademo.com.co');
  });

  it('downloads the same as CSV, one row per value; a wrong format is a Spanish 400', async () => {
    const csv = await t.http().get('/api/me/personal-data').query({ format: 'csv' }).set('Authorization', customer).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text).toContain('account.email;maria.lopez@empresademo.com.co');
    expect(csv.text).toContain(`orders[0].serviceCustomer.documentNumber;${holder.documentNumber}`);
    const bad = await t.http().get('/api/me/personal-data').query({ format: 'docx' }).set('Authorization', customer);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'format', message: 'El formato debe ser json o csv.' }]);
  });

  it('is for customers only: staff 403, anonymous 401', async () => {
    expect((await t.http().get('/api/me/personal-data').set('Authorization', officer)).status).toBe(403);
    expect((await t.http().get('/api/me/personal-data')).status).toBe(401);
  });

  it('logs every export and every staff read of a consent history, searchable by the officer only', async () => {
    await t.http().get('/api/consents').query({ documentNumber: holder.documentNumber }).set('Authorization', officer).expect(200);
    const log = await t
      .http()
      .get('/api/personal-data-access')
      .query({ search: holder.documentNumber })
      .set('Authorization', officer)
      .expect(200);
    const actions = (log.body.result.records as { action: string; userName: string; actor: string }[]).map(
      (r) => `${r.actor} ${r.userName} ${r.action}`,
    );
    expect(actions).toEqual(expect.arrayContaining(['CLIENTE cliente EXPORTACION', 'PERSONAL oficial.datos HISTORIAL_AUTORIZACIONES']));
    expect(actions.filter((a) => a.endsWith('EXPORTACION'))).toHaveLength(2);
    expect((await t.http().get('/api/personal-data-access').set('Authorization', financial)).status).toBe(403);
    expect((await t.http().get('/api/personal-data-access').set('Authorization', customer)).status).toBe(403);
  });
});
