import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { ScheduledJobs } from '@lic/server-kernel';
import { DocumentIssuer, colombiaToday } from '../application/document-issuer';
import { WarnNumberingResolutionsJob } from '../infrastructure/jobs/warn-numbering-resolutions.job';
import { rows } from './invoicing-test-kit';

const RESOLUTIONS = '/license/api/invoicing/resolutions';
const TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

jest.setTimeout(120_000);

/** Mails of the resolution warnings, per recipient (the mail outbox the tests read). */
const warningMails = (t: TestApp) =>
  rows<{ recipient: string; subject: string; text: string }>(
    t,
    `select recipient, subject, text from kernel.outgoing_mail where category = 'numbering-resolution-warning' order by id`,
  );

describe('numbering-resolution warnings mailed to the staff who manage resolutions (decision 0067)', () => {
  let t: TestApp;
  let superadmin: string;
  let managers: string[];

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { INVOICING_VALIDATE_SCHEMAS: 'false' } });
    superadmin = await t.staffToken(['SUPERADMIN']);
    managers = (
      await rows<{ email: string }>(
        t,
        `select lower(email) as email from identity."user" where roles::text like '%SUPERADMIN%' and email <> ''`,
      )
    ).map((row) => row.email);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  const register = (body: Record<string, unknown>) =>
    t
      .http()
      .post(RESOLUTIONS)
      .set('authorization', `Bearer ${superadmin}`)
      .send({ technicalKey: TECHNICAL_KEY, ...body })
      .expect(200);

  it('is scheduled on the job engine as the other jobs are', () => {
    expect(
      t.app
        .get(ScheduledJobs)
        .all()
        .map((job) => job.name),
    ).toContain('invoicing.warn-resolutions');
  });

  it('mails each full-access user once when a range is 90 % used and once when a resolution is 30 days from its end, never again', async () => {
    expect(managers).toContain('camila.restrepo@licencias.com.co');
    const job = t.app.get(WarnNumberingResolutionsJob);
    // A range of 10 (the oldest, so it numbers first) and a large one that ends in 20 days.
    await register({
      resolutionNumber: '18760000101',
      prefix: 'WA',
      rangeFrom: 1,
      rangeTo: 10,
      validFrom: '2026-01-01',
      validTo: '2030-12-31',
    });
    const endsOn = new Date(Date.parse(`${colombiaToday()}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
    await register({
      resolutionNumber: '18760000102',
      prefix: 'WB',
      rangeFrom: 1,
      rangeTo: 1000,
      validFrom: '2026-06-01',
      validTo: endsOn,
    });
    // A fresh range that ends in years: no warning for it, ever.
    await register({
      resolutionNumber: '18760000103',
      prefix: 'WC',
      rangeFrom: 1,
      rangeTo: 1000,
      validFrom: '2026-07-01',
      validTo: '2031-01-01',
    });

    // 8 of the 10 numbers used (80 %): only the expiry warning is due.
    const issuer = t.app.get(DocumentIssuer);
    const number = async () => {
      const id = randomUUID();
      await rows(
        t,
        `insert into invoicing.electronic_document (id, kind, reference_uuid, payment_reference, app_name, status, total, tax_total, provider, reasons, attempts, created_on)
         values (?, 'INVOICE', ?, ?, 'firmaya', 'EN_ESPERA', 119000, 19000, 'local', '[]', 0, now())`,
        [id, randomUUID(), `PR-WARN-${id.slice(0, 8)}`],
      );
      return issuer.number(id);
    };
    for (let i = 0; i < 8; i += 1) expect(await number()).toMatch(/^WA\d+$/);
    expect(await job.warn()).toBe(managers.length);
    let mails = await warningMails(t);
    expect(mails.map((m) => m.subject)).toEqual(managers.map(() => 'Resolución de facturación WB 18760000102: vence en 20 días'));
    expect(mails[0].text).toContain(`La resolución de facturación 18760000102 (prefijo WB) vence el ${endsOn} (en 20 días).`);
    expect(mails[0].text).toContain('"Resoluciones de facturación"');

    // The ninth number: 90 % of the range.
    expect(await number()).toBe('WA9');
    expect(await job.warn()).toBe(managers.length);
    mails = await warningMails(t);
    expect(mails.slice(managers.length).map((m) => [m.recipient, m.subject])).toEqual(
      managers.map((email) => [email, 'Resolución de facturación WA 18760000101: 90 % del rango usado']),
    );
    expect(mails.at(-1)!.text).toContain('ha usado 9 de sus 10 números (90 %)');

    // Every later run, and the tenth number, mail nothing more.
    expect(await number()).toBe('WA10');
    expect(await job.warn()).toBe(0);
    await t.app.get(ScheduledJobs).run(
      t.app
        .get(ScheduledJobs)
        .all()
        .find((job) => job.name === 'invoicing.warn-resolutions')!,
    );
    expect(await warningMails(t)).toHaveLength(2 * managers.length);
    expect(await rows(t, 'select resolution_id, threshold from invoicing.resolution_warning')).toHaveLength(2);
  });
});
