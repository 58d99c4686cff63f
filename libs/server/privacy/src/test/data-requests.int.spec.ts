import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { DataRequestView } from '@lic/shared-api-types';

const REQUESTS = '/api/data-requests';

interface MailRow {
  recipient: string;
  subject: string;
  text: string;
  category: string;
}

describe('holders’ data requests: numbers, legal deadlines in business days, answers and the one extension', () => {
  let t: TestApp;
  let customer: string;
  let otherCustomer: string;
  let officer: string;
  let superadmin: string;
  let financial: string;
  let clock: Clock;

  const tokenOfSeeded = async (userName: string, customerValue: string) => {
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ id: string; customer_id: string }[]>(`select id, customer_id from identity."user" where user_name = ?`, [userName]);
    return `Bearer ${await t.token({ userId: row.id, userName, apps: ['COLFACTURA'], customerId: row.customer_id, customerType: 'NIT', customerValue })}`;
  };
  const mailsTo = (email: string) =>
    t.orm.em
      .getConnection()
      .execute<MailRow[]>('select recipient, subject, text, category from kernel.outgoing_mail where recipient = ? order by id', [email]);
  const at = (iso: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(iso));

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    clock = t.app.get<Clock>(CLOCK);
    customer = await tokenOfSeeded('cliente', '900123456');
    otherCustomer = await tokenOfSeeded('cliente.metalicas', '800987654');
    officer = `Bearer ${await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos')}`;
    superadmin = `Bearer ${await t.staffToken(['SUPERADMIN'])}`;
    financial = `Bearer ${await t.staffToken(['LICFINANCIERO'])}`;
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  let consulta: string;
  let reclamo: string;

  it('numbers a consulta received on Friday 13 March 2026 and counts ten business days over San José (Monday 23): due on the 30th', async () => {
    at('2026-03-13T15:00:00Z');
    const answer = await t
      .http()
      .post(REQUESTS)
      .set('Authorization', customer)
      .send({ type: 'CONSULTA', detail: 'Quiero saber qué datos míos tienen y para qué los usan.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ type: 'CONSULTA', receivedOn: '2026-03-13', dueOn: '2026-03-30' });
    expect(answer.body.number).toMatch(/^SDP-2026-\d{6}$/);
    consulta = answer.body.number;

    const [ack] = await mailsTo('maria.lopez@empresademo.com.co');
    expect(ack).toMatchObject({ subject: `Radicamos tu solicitud ${consulta}`, category: 'data-request-received' });
    expect(ack.text).toContain('a más tardar el 2026-03-30');
  });

  it('gives a reclamo fifteen business days across Holy Week, and a request made at 23:30 in Bogotá counts that day', async () => {
    at('2026-03-24T04:30:00Z'); // 23:30 of Monday 23 March (San José) in Bogotá
    const answer = await t
      .http()
      .post(REQUESTS)
      .set('Authorization', customer)
      .send({ type: 'RECLAMO_SUPRESION', detail: 'Quiero que eliminen mis datos de contacto de su base de datos.' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ receivedOn: '2026-03-23', dueOn: '2026-04-15' });
    reclamo = answer.body.number;
  });

  it('refuses a bad type or a short detail with Spanish field errors, and records nothing', async () => {
    const bad = await t.http().post(REQUESTS).set('Authorization', customer).send({ type: 'BORRAR', detail: 'corto' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'type', message: 'Selecciona un tipo de solicitud válido.' },
        { field: 'detail', message: 'Describe tu solicitud en 10 a 4000 caracteres.' },
      ]),
    );
    const extra = await t
      .http()
      .post(REQUESTS)
      .set('Authorization', customer)
      .send({ type: 'CONSULTA', detail: 'Una consulta válida.', customerId: 'x' });
    expect(extra.status).toBe(400);
    const [{ n }] = await t.orm.em.getConnection().execute<{ n: string }[]>('select count(*) as n from privacy.data_request');
    expect(Number(n)).toBe(2);
  });

  it('lets only a signed-in customer make one: anonymous 401, staff 403', async () => {
    expect((await t.http().post(REQUESTS).send({ type: 'CONSULTA', detail: 'Sin sesión no se puede.' })).status).toBe(401);
    expect(
      (await t.http().post(REQUESTS).set('Authorization', officer).send({ type: 'CONSULTA', detail: 'Un oficial no es titular.' })).status,
    ).toBe(403);
  });

  it('shows a customer their own requests only, never another’s', async () => {
    const mine = await t.http().get('/api/me/data-requests').set('Authorization', customer).expect(200);
    expect((mine.body.result.records as DataRequestView[]).map((r) => r.number).sort()).toEqual([consulta, reclamo].sort());
    const theirs = await t.http().get('/api/me/data-requests').set('Authorization', otherCustomer).expect(200);
    expect(theirs.body.result.records).toEqual([]);
  });

  it('lists every request to the officer and to superadmin with business days left and warnings; others get 403', async () => {
    at('2026-03-26T15:00:00Z'); // Thursday: the consulta is due Monday 30, two business days away
    const list = await t.http().get(REQUESTS).set('Authorization', officer).expect(200);
    const byNumber = new Map((list.body.result.records as DataRequestView[]).map((r) => [r.number, r]));
    expect(byNumber.get(consulta)).toMatchObject({
      state: 'RECIBIDA',
      businessDaysLeft: 2,
      alert: 'POR_VENCER',
      holderEmail: 'maria.lopez@empresademo.com.co',
    });
    expect(byNumber.get(reclamo)).toMatchObject({ alert: null, channel: 'CUENTA', documentNumber: '900123456' });
    expect((await t.http().get(REQUESTS).set('Authorization', superadmin)).status).toBe(200);
    expect((await t.http().get(REQUESTS).set('Authorization', financial)).status).toBe(403);
    expect((await t.http().get(REQUESTS).set('Authorization', customer)).status).toBe(403);
    expect((await t.http().get(REQUESTS)).status).toBe(401);

    at('2026-03-31T15:00:00Z');
    const late = await t.http().get(REQUESTS).query({ search: consulta }).set('Authorization', officer).expect(200);
    expect(late.body.result.records).toHaveLength(1);
    expect(late.body.result.records[0]).toMatchObject({ alert: 'VENCIDA', businessDaysLeft: -1 });
  });

  it('extends a reclamo once by eight business days with its reason mailed to the holder; a second extension is refused', async () => {
    at('2026-04-10T15:00:00Z');
    const extended = await t
      .http()
      .post(`${REQUESTS}/${reclamo}/extend`)
      .set('Authorization', officer)
      .send({ reason: 'Debemos revisar los soportes contables archivados.' });
    expect(extended.status).toBe(200);
    expect(extended.body.statusMessage).toBe('Plazo prorrogado. Informamos al titular el nuevo plazo y el motivo.');
    // 15 April + 8 business days: 16, 17, 20, 21, 22, 23, 24, 27.
    expect(extended.body.result.records).toMatchObject({ state: 'PRORROGADA', dueOn: '2026-04-27', extendedOn: '2026-04-10' });
    const again = await t
      .http()
      .post(`${REQUESTS}/${reclamo}/extend`)
      .set('Authorization', officer)
      .send({ reason: 'Otra vez, por favor, más tiempo.' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('PRIVACY.ALREADY_EXTENDED');
    const mails = await mailsTo('maria.lopez@empresademo.com.co');
    expect(mails.find((m) => m.category === 'data-request-extended')?.text).toContain('Debemos revisar los soportes contables archivados.');
  });

  it('answers a request, keeps and mails the answer; a second answer is refused, an unknown number is 404, a financial user 403', async () => {
    const answered = await t
      .http()
      .post(`${REQUESTS}/${consulta}/answer`)
      .set('Authorization', officer)
      .send({ answer: 'Tenemos su nombre, correo y las órdenes de compra de su empresa.' });
    expect(answered.status).toBe(200);
    expect(answered.body.result.records).toMatchObject({
      state: 'RESPONDIDA',
      answeredBy: 'oficial.datos',
      alert: null,
      businessDaysLeft: null,
    });
    const mails = await mailsTo('maria.lopez@empresademo.com.co');
    expect(mails.find((m) => m.category === 'data-request-answered')).toMatchObject({ subject: `Respuesta a tu solicitud ${consulta}` });

    const twice = await t
      .http()
      .post(`${REQUESTS}/${consulta}/answer`)
      .set('Authorization', officer)
      .send({ answer: 'Una segunda respuesta distinta.' });
    expect(twice.status).toBe(409);
    expect(
      (await t.http().post(`${REQUESTS}/SDP-0000-000000/answer`).set('Authorization', officer).send({ answer: 'Respuesta sin solicitud.' }))
        .status,
    ).toBe(404);
    expect(
      (
        await t
          .http()
          .post(`${REQUESTS}/${reclamo}/answer`)
          .set('Authorization', financial)
          .send({ answer: 'No le corresponde responder.' })
      ).status,
    ).toBe(403);
    expect((await t.http().post(`${REQUESTS}/${reclamo}/answer`).set('Authorization', officer).send({ answer: 'corta' })).status).toBe(400);

    const mine = await t.http().get('/api/me/data-requests').set('Authorization', customer).expect(200);
    expect((mine.body.result.records as DataRequestView[]).find((r) => r.number === consulta)?.answer).toBe(
      'Tenemos su nombre, correo y las órdenes de compra de su empresa.',
    );
  });
});
