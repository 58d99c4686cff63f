import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { ConsentView } from '@lic/shared-api-types';
import { packageIds, person, REGISTER_TRIAL } from '../../../ordering/src/test/purchase-order-test-kit';

interface MailRow {
  subject: string;
  text: string;
  category: string;
}

describe('consents on record, the versioned policy, and the public request form', () => {
  let t: TestApp;
  let customer: string;
  let otherCustomer: string;
  let officer: string;
  let financial: string;

  const tokenOfSeeded = async (userName: string, customerValue: string) => {
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ id: string; customer_id: string }[]>(`select id, customer_id from identity."user" where user_name = ?`, [userName]);
    return `Bearer ${await t.token({ userId: row.id, userName, apps: ['COLFACTURA'], customerId: row.customer_id, customerType: 'NIT', customerValue })}`;
  };
  const mailsTo = (email: string) =>
    t.orm.em
      .getConnection()
      .execute<MailRow[]>('select subject, text, category from kernel.outgoing_mail where recipient = ? order by id', [email]);

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    customer = await tokenOfSeeded('cliente', '900123456');
    otherCustomer = await tokenOfSeeded('cliente.metalicas', '800987654');
    officer = `Bearer ${await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos')}`;
    financial = `Bearer ${await t.staffToken(['LICFINANCIERO'])}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('shows each brand its current policy to anyone; an unknown brand is 404', async () => {
    const policy = await t.http().get('/api/privacy-policy/colfactura').expect(200);
    expect(policy.body.result).toMatchObject({
      appName: 'colfactura',
      version: 1,
      title: 'Política de Tratamiento de Datos Personales de Colfactura',
    });
    expect(policy.body.result.text).toContain('Ley 1581 de 2012');
    const unknown = await t.http().get('/api/privacy-policy/nadie');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('PRIVACY.UNKNOWN_BRAND');
  });

  it('records the consent of a free trial with the policy version, form, brand and address; staff see the history', async () => {
    const ids = await packageIds(t);
    const holder = person();
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
    const history = await t
      .http()
      .get('/api/consents')
      .query({ documentNumber: holder.documentNumber })
      .set('Authorization', officer)
      .expect(200);
    const [consent] = history.body.result.records as ConsentView[];
    expect(consent).toMatchObject({
      appName: 'firmaya',
      form: 'PRUEBA',
      policyVersion: 1,
      holderEmail: holder.email.toLowerCase(),
      userName: null,
    });
    expect(consent.ip).toBeTruthy();
    expect(consent.policyUrl).not.toBe('');
    expect(
      (await t.http().get('/api/consents').query({ documentNumber: holder.documentNumber }).set('Authorization', financial)).status,
    ).toBe(403);
    expect(
      (await t.http().get('/api/consents').query({ documentNumber: holder.documentNumber }).set('Authorization', customer)).status,
    ).toBe(403);
  });

  it('asks a signed-in customer again after a new version, and keeps their acceptance', async () => {
    const before = await t.http().get('/api/me/consent-status').query({ appName: 'colfactura' }).set('Authorization', customer).expect(200);
    expect(before.body.result).toMatchObject({ currentVersion: 1, mustAccept: false });

    const text =
      'Colfactura actualiza su política: ahora también tratamos los datos de los usuarios de la app móvil para enviarles notificaciones.';
    expect((await t.http().post('/api/privacy-policy').set('Authorization', financial).send({ appName: 'colfactura', text })).status).toBe(
      403,
    );
    const published = await t
      .http()
      .post('/api/privacy-policy')
      .set('Authorization', officer)
      .send({ appName: 'colfactura', text })
      .expect(200);
    expect(published.body.result).toMatchObject({ version: 2, text });

    const asked = await t.http().get('/api/me/consent-status').query({ appName: 'colfactura' }).set('Authorization', customer).expect(200);
    expect(asked.body.result).toMatchObject({ currentVersion: 2, acceptedVersion: null, mustAccept: true });

    const stale = await t.http().post('/api/me/consents').set('Authorization', customer).send({ appName: 'colfactura', version: 1 });
    expect(stale.status).toBe(422);
    expect(stale.body.code).toBe('PRIVACY.STALE_POLICY');

    const accepted = await t
      .http()
      .post('/api/me/consents')
      .set('Authorization', customer)
      .send({ appName: 'colfactura', version: 2 })
      .expect(200);
    expect(accepted.body.result).toMatchObject({ acceptedVersion: 2, mustAccept: false });
    expect(accepted.body.statusMessage).toBe('Gracias. Registramos tu aceptación de la política de tratamiento de datos.');

    // Another customer of the brand is still asked: one holder's acceptance is theirs only.
    const other = await t
      .http()
      .get('/api/me/consent-status')
      .query({ appName: 'colfactura' })
      .set('Authorization', otherCustomer)
      .expect(200);
    expect(other.body.result.mustAccept).toBe(true);

    const history = await t.http().get('/api/consents').query({ userName: 'cliente' }).set('Authorization', officer).expect(200);
    expect(history.body.result.records[0]).toMatchObject({
      form: 'REACEPTACION',
      policyVersion: 2,
      documentNumber: '900123456',
      holderEmail: 'maria.lopez@empresademo.com.co',
    });
  });

  const verify = async (email: string) => {
    await t
      .http()
      .get('/license/api/purchaseorderlicense/checkisvalidemail')
      .set('pEmail', email)
      .set('pAppName', 'colfactura')
      .expect(200);
    const codeMail = (await mailsTo(email)).reverse().find((mail) => /\b\d{6}\b/.test(mail.text));
    const code = /\b(\d{6})\b/.exec(codeMail?.text ?? '')?.[1];
    expect(code).toBeDefined();
    await t.http().post('/license/api/purchaseorderlicense/validationmailcode').send({ email, code }).expect(200);
  };

  it('takes a public request only after the e-mail is verified with the 6-digit code and is on record, and acknowledges it there', async () => {
    // A holder the store knows: a free trial registered them with their e-mail.
    const ids = await packageIds(t);
    const holder = person();
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
    const email = holder.email.toLowerCase();
    const body = {
      type: 'RECLAMO_CORRECCION',
      detail: 'Mi dirección cambió: ahora es Calle 10 # 20-30, Bogotá.',
      email,
      name: 'Pedro Pablo Gómez',
      appName: 'colfactura',
    };
    const refused = await t.http().post('/api/data-requests/public').send(body);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'PRIVACY.EMAIL_NOT_VERIFIED',
      statusMessage: 'Verifica tu correo con el código que te enviamos antes de enviar la solicitud.',
    });

    await verify(email);
    // A verified e-mail cannot file for someone else's document.
    const otherDocument = await t
      .http()
      .post('/api/data-requests/public')
      .send({ ...body, documentNumber: '800987654' });
    expect(otherDocument.status).toBe(422);
    expect(otherDocument.body.code).toBe('PRIVACY.HOLDER_NOT_FOUND');

    const created = await t.http().post('/api/data-requests/public').send(body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: 'RECLAMO_CORRECCION' });
    const ack = (await mailsTo(email)).find((mail) => mail.category === 'data-request-received');
    expect(ack?.subject).toBe(`Radicamos tu solicitud ${created.body.number}`);

    const list = await t.http().get('/api/data-requests').query({ search: email }).set('Authorization', officer).expect(200);
    // The document comes from the record the e-mail is on, not from the form.
    expect(list.body.result.records[0]).toMatchObject({
      channel: 'PUBLICO',
      holderName: 'Pedro Pablo Gómez',
      holderEmail: email,
      documentNumber: holder.documentNumber,
    });

    const badInput = await t
      .http()
      .post('/api/data-requests/public')
      .send({ ...body, email: 'no-es-correo', name: 'P' });
    expect(badInput.status).toBe(400);
    expect(badInput.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'name']);
  });

  it('refuses, in Spanish, a verified e-mail the store holds no data under, and records nothing', async () => {
    const email = `desconocido.${Date.now()}@correo.com.co`;
    await verify(email);
    const before = await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from privacy.data_request');
    const unknown = await t.http().post('/api/data-requests/public').send({
      type: 'CONSULTA',
      detail: 'Quiero saber qué datos tienen de mí.',
      email,
      name: 'Ana Desconocida',
      appName: 'colfactura',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      code: 'PRIVACY.HOLDER_NOT_FOUND',
      statusMessage:
        'No encontramos datos personales registrados con este correo (y documento, si lo escribiste). Si compraste o te registraste con otro correo, verifica ese correo y envía la solicitud desde él; si tienes una cuenta, inicia sesión y usa "Mis datos".',
    });
    const after = await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from privacy.data_request');
    expect(after[0].n).toBe(before[0].n);
    expect((await mailsTo(email)).some((mail) => mail.category === 'data-request-received')).toBe(false);
  });
});
