import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PersonalDataExport } from '@lic/shared-api-types';
import { readXlsx } from '@lic/server-licensing/testing';
import { colfacturaContract, CREATE } from '../../../contracts/src/test/contracts-test-kit';
import { pdfText } from './pdf-text';
import { packageIds, person, REGISTER_TRIAL } from '../../../ordering/src/test/purchase-order-test-kit';

describe('the holder’s export of personal data, and the access log', () => {
  let t: TestApp;
  let holder: ReturnType<typeof person>;
  let customer: string;
  let otherCustomer: string;
  let officer: string;
  let financial: string;
  let contractNumber: string;

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
    // A contract of the other customer's company (NIT 800987654), saved through the contracts context.
    const contract = colfacturaContract({ nit: '800987654', legalName: 'Metálicas del Norte S.A.S.' });
    contractNumber = contract.contract.contractNumber;
    await t
      .http()
      .post(CREATE)
      .set('Authorization', `Bearer ${await t.staffToken(['SUPERADMIN'], 'superadmin')}`)
      .send(contract)
      .expect(200);
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
    expect(bad.body.errors).toEqual([{ field: 'format', message: 'El formato debe ser json, csv, pdf o xlsx.' }]);
  });

  const binary = (format: string, who: string) =>
    t
      .http()
      .get('/api/me/personal-data')
      .query({ format })
      .set('Authorization', who)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  it('downloads a readable PDF with the customer’s data and none of another customer’s', async () => {
    const answer = await binary('pdf', customer).expect(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.pdf"$/);
    const text = pdfText(answer.body as Buffer);
    expect(text).toContain('Mis datos personales');
    expect(text).toContain('Correo: maria.lopez@empresademo.com.co');
    expect(text).toContain(holder.email.toLowerCase());
    expect(text).toContain(holder.documentNumber);
    expect(text).toContain('Convenios');
    expect(text).not.toContain(contractNumber);
    expect(text).not.toContain('800987654');

    const theirs = pdfText((await binary('pdf', otherCustomer).expect(200)).body as Buffer);
    expect(theirs).toContain(`Número: ${contractNumber}`);
    expect(theirs).toContain('paula.gomez@districaribe.com.co');
    expect(theirs).not.toContain(holder.documentNumber);
    expect(theirs).not.toContain('maria.lopez@empresademo.com.co');
  });

  it('downloads an .xlsx workbook with one sheet per kind of record, the contracts among them', async () => {
    const answer = await binary('xlsx', otherCustomer).expect(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="mis-datos-\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = readXlsx(answer.body as Buffer);
    expect(book.sheets.map((sheet) => sheet.name)).toEqual([
      'Cuenta',
      'Empresa',
      'Órdenes',
      'Pagos',
      'Licencias',
      'Convenios',
      'Autorizaciones',
      'Solicitudes',
      'Correos enviados',
    ]);
    expect(book.sheet('Cuenta').rows[1][0]).toBe('cliente.metalicas');
    const contracts = book.sheet('Convenios').rows;
    expect(contracts[0].slice(0, 5)).toEqual(['Número', 'Servicio', 'Inicio', 'Fin', 'Estado']);
    expect(contracts[1].slice(0, 2)).toEqual([contractNumber, 'COLFACTURA']);
    expect(contracts[1][4]).toBe('Vigente');
    expect(book.sheets.flatMap((sheet) => sheet.cells).some((cell) => cell.formula)).toBe(false);
    expect(JSON.stringify(book.sheets.map((sheet) => sheet.rows))).not.toContain(holder.documentNumber);

    const mine = readXlsx((await binary('xlsx', customer).expect(200)).body as Buffer);
    expect(mine.sheet('Convenios').rows).toHaveLength(1);
    expect(mine.sheet('Órdenes').rows[1][0]).toBeTruthy();
    expect(JSON.stringify(mine.sheets.map((sheet) => sheet.rows))).toContain(holder.documentNumber);
    expect(JSON.stringify(mine.sheets.map((sheet) => sheet.rows))).not.toContain('800987654');
  });

  it('includes the company’s contracts in the JSON, read from the contracts context', async () => {
    const theirs = (await t.http().get('/api/me/personal-data').set('Authorization', otherCustomer).expect(200)).body as PersonalDataExport;
    expect(theirs.contracts).toEqual([
      expect.objectContaining({
        contractNumber,
        serviceName: 'COLFACTURA',
        standing: 'VIGENTE',
        customer: expect.objectContaining({ documentNumber: '800987654' }),
        supervisor: expect.objectContaining({ email: 'paula.gomez@districaribe.com.co' }),
      }),
    ]);
    const mine = (await t.http().get('/api/me/personal-data').set('Authorization', customer).expect(200)).body as PersonalDataExport;
    expect(mine.contracts).toEqual([]);
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
    expect(actions.filter((a) => a.endsWith('EXPORTACION')).length).toBeGreaterThanOrEqual(4);
    expect((await t.http().get('/api/personal-data-access').set('Authorization', financial)).status).toBe(403);
    expect((await t.http().get('/api/personal-data-access').set('Authorization', customer)).status).toBe(403);
  });
});
