import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { CLOCK, ScheduledJobs, type Clock } from '@lic/server-kernel';
import { ApplyRetentionJob, WarnDataRequestDeadlinesJob } from '@lic/server-privacy';

describe('the retention job and the officers’ deadline warnings', () => {
  let t: TestApp;
  let clock: Clock;
  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    clock = t.app.get<Clock>(CLOCK);
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('is scheduled on the job engine as the other jobs are', () => {
    const names = t.app
      .get(ScheduledJobs)
      .all()
      .map((job) => job.name);
    expect(names).toEqual(expect.arrayContaining(['privacy.apply-retention', 'privacy.warn-deadlines']));
  });

  it('deletes sent mails and access-log rows older than two years, and nothing younger', async () => {
    const old = new Date(Date.now() - 731 * 86_400_000);
    const recent = new Date(Date.now() - 700 * 86_400_000);
    for (const [at, to] of [
      [old, 'viejo@correo.com.co'],
      [recent, 'reciente@correo.com.co'],
    ] as const) {
      await sql(
        `insert into kernel.outgoing_mail (recipient, subject, html, text, category, links, attachments, transport, status, created_on) values (?, 'x', 'x', 'x', 'test', '[]', '[]', 'database', 'stored', ?)`,
        [to, at],
      );
      await sql(
        `insert into privacy.personal_data_access (id, accessed_at, user_name, actor, action, subject) values (gen_random_uuid(), ?, 'oficial.datos', 'PERSONAL', 'EXPORTACION', ?)`,
        [at, to],
      );
    }
    const result = await t.app.get(ApplyRetentionJob).apply();
    expect(result.mails).toBeGreaterThanOrEqual(1);
    expect(await sql(`select 1 from kernel.outgoing_mail where recipient = 'viejo@correo.com.co'`)).toHaveLength(0);
    expect(await sql(`select 1 from kernel.outgoing_mail where recipient = 'reciente@correo.com.co'`)).toHaveLength(1);
    expect(await sql(`select subject from privacy.personal_data_access`)).toEqual([{ subject: 'reciente@correo.com.co' }]);
  });

  it('mails the officer the requests due within two business days, and nothing when none is', async () => {
    const warn = t.app.get(WarnDataRequestDeadlinesJob);
    expect(await warn.warn()).toBe(0);
    const [cliente] = await sql<{ id: string; customer_id: string }>(
      `select id, customer_id from identity."user" where user_name = 'cliente'`,
    );
    const token = `Bearer ${await t.token({ userId: cliente.id, userName: 'cliente', apps: ['COLFACTURA'], customerId: cliente.customer_id, customerType: 'NIT', customerValue: '900123456' })}`;
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-13T15:00:00Z'));
    const { number } = (
      await t
        .http()
        .post('/api/data-requests')
        .set('Authorization', token)
        .send({ type: 'CONSULTA', detail: 'Qué datos tienen de mí.' })
        .expect(201)
    ).body;
    jest.spyOn(clock, 'now').mockReturnValue(new Date('2026-03-26T12:00:00Z'));
    expect(await warn.warn()).toBe(1);
    const [mail] = await sql<{ subject: string; text: string }>(
      `select subject, text from kernel.outgoing_mail where recipient = 'natalia.cifuentes@licencias.com.co'`,
    );
    expect(mail.subject).toBe('Solicitudes de datos personales por vencer: 1');
    expect(mail.text).toContain(`${number} (por vencer): plazo 2026-03-30`);
  });
});
