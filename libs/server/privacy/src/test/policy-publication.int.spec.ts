import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PrivacyPolicyView } from '@lic/shared-api-types';

// Decision 0069: the officer (or a superadmin) publishes a brand's policy with the day it governs from.

const POLICY_TEXT =
  'Bóveda trata los datos personales de sus clientes conforme a la Ley 1581 de 2012; esta versión añade el tratamiento de los documentos que los clientes guardan en la bóveda.';

/** A Bogotá calendar day `days` from today (YYYY-MM-DD). */
const bogotaDay = (days: number) => new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('publishing a version of a brand policy (POST /api/privacy-policy)', () => {
  let t: TestApp;
  let officer: string;
  let superadmin: string;
  let financial: string;
  let customer: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    officer = `Bearer ${await t.staffToken(['OFICIAL_DATOS'], 'oficial.datos')}`;
    superadmin = `Bearer ${await t.staffToken(['SUPERADMIN'], 'super.admin')}`;
    financial = `Bearer ${await t.staffToken(['LICFINANCIERO'], 'financiero')}`;
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ id: string; customer_id: string }[]>(`select id, customer_id from identity."user" where user_name = 'cliente'`);
    customer = `Bearer ${await t.token({ userId: row.id, userName: 'cliente', apps: ['BOVEDA'], customerId: row.customer_id, customerType: 'NIT', customerValue: '900123456' })}`;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const current = async (appName: string): Promise<PrivacyPolicyView> =>
    (await t.http().get(`/api/privacy-policy/${appName}`).expect(200)).body.result;
  const publish = (who: string, body: Record<string, unknown>) => t.http().post('/api/privacy-policy').set('Authorization', who).send(body);

  it('shows version 1 governing from the day it was built in', async () => {
    expect(await current('boveda')).toMatchObject({ version: 1, effectiveOn: '2026-11-28' });
  });

  it('refuses bad input with 400 in Spanish and publishes nothing', async () => {
    const cases: [Record<string, unknown>, { field: string; message: string }][] = [
      [
        { effectiveOn: bogotaDay(-1) },
        { field: 'effectiveOn', message: 'La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.' },
      ],
      [
        { effectiveOn: bogotaDay(400) },
        { field: 'effectiveOn', message: 'La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.' },
      ],
      [{ effectiveOn: '15/12/2026' }, { field: 'effectiveOn', message: 'Escribe la fecha de vigencia como AAAA-MM-DD.' }],
      [{ effectiveOn: '2026-02-30' }, { field: 'effectiveOn', message: 'Escribe la fecha de vigencia como AAAA-MM-DD.' }],
      [{ text: 'Muy corta.' }, { field: 'text', message: 'Escribe el texto de la política (50 a 50000 caracteres).' }],
    ];
    for (const [change, error] of cases) {
      const answer = await publish(officer, { appName: 'boveda', text: POLICY_TEXT, ...change });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toContainEqual(error);
    }
    const past = await publish(officer, { appName: 'boveda', text: POLICY_TEXT, effectiveOn: bogotaDay(-1) });
    expect(past.body.code).toBe('PRIVACY.BAD_EFFECTIVE_DATE');
    expect(past.body.statusMessage).toBe('effectiveOn: La fecha de vigencia debe ser hoy o una fecha dentro del próximo año.');
    expect((await current('boveda')).version).toBe(1);
    expect((await publish(officer, { appName: 'nadie', text: POLICY_TEXT })).status).toBe(404);
  });

  it('lets only the officer and a superadmin publish', async () => {
    await t.http().post('/api/privacy-policy').send({ appName: 'boveda', text: POLICY_TEXT }).expect(401);
    expect((await publish(financial, { appName: 'boveda', text: POLICY_TEXT })).status).toBe(403);
    expect((await publish(customer, { appName: 'boveda', text: POLICY_TEXT })).status).toBe(403);
    expect((await current('boveda')).version).toBe(1);
  });

  it('publishes with the day it governs from, shows it to anyone, and asks a signed-in customer again', async () => {
    const before = await t.http().get('/api/me/consent-status').query({ appName: 'boveda' }).set('Authorization', customer).expect(200);
    expect(before.body.result).toMatchObject({ currentVersion: 1, mustAccept: false });

    const effectiveOn = bogotaDay(10);
    const published = await publish(officer, { appName: 'boveda', text: `  ${POLICY_TEXT}  `, effectiveOn }).expect(200);
    expect(published.body).toEqual({
      statusMessage: 'Publicamos la versión 2 de la política. Los clientes con sesión deberán aceptarla de nuevo.',
      result: {
        appName: 'boveda',
        version: 2,
        publishedOn: expect.any(String),
        effectiveOn,
        title: 'Política de Tratamiento de Datos Personales de Bóveda',
        text: POLICY_TEXT,
      },
    });
    expect(await current('boveda')).toMatchObject({ version: 2, effectiveOn, text: POLICY_TEXT });
    expect((await t.http().get('/api/privacy-policy/boveda').query({ version: 1 }).expect(200)).body.result.version).toBe(1);

    const asked = await t.http().get('/api/me/consent-status').query({ appName: 'boveda' }).set('Authorization', customer).expect(200);
    expect(asked.body.result).toMatchObject({ currentVersion: 2, mustAccept: true });

    // Without a day, it governs from today; a superadmin may publish too.
    const today = await publish(superadmin, { appName: 'BOVEDA', text: POLICY_TEXT }).expect(200);
    expect(today.body.result).toMatchObject({ version: 3, effectiveOn: bogotaDay(0) });
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ published_by: string }[]>(`select published_by from privacy.policy_version where app_name = 'boveda' and version = 3`);
    expect(row.published_by).toBe('super.admin');
  });

  it('gives two publications at once successive versions', async () => {
    const answers = await Promise.all([
      publish(officer, { appName: 'firmamail', text: POLICY_TEXT, effectiveOn: bogotaDay(1) }),
      publish(officer, { appName: 'firmamail', text: POLICY_TEXT, effectiveOn: bogotaDay(2) }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.result.version).sort()).toEqual([2, 3]);
  });
});
