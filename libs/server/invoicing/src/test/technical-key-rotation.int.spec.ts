import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { openSecret, ScheduledJobs, sealSecret } from '@lic/server-kernel';
import { ResealTechnicalKeysJob } from '../infrastructure/jobs/reseal-technical-keys.job';
import { loadInvoicingConfig } from '../infrastructure/invoicing.config';
import { buyAndPay, eventually, packageIds, rows } from './invoicing-test-kit';

const TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';
const OLD_KEY = Buffer.alloc(32, 41);
const NEW_KEY = Buffer.alloc(32, 42);

jest.setTimeout(180_000);

describe('rotating INVOICING_SECRET_KEY: technical keys sealed with the previous key still open, and are re-sealed (decision 0067)', () => {
  let t: TestApp;
  let superadmin: string;
  let finance: string;

  beforeAll(async () => {
    // The API after the rotation: the new key, and the old one as INVOICING_SECRET_KEY_PREVIOUS.
    t = await createTestApp({
      seed: true,
      env: {
        INVOICING_VALIDATE_SCHEMAS: 'false',
        INVOICING_SECRET_KEY: NEW_KEY.toString('base64'),
        INVOICING_SECRET_KEY_PREVIOUS: OLD_KEY.toString('base64'),
      },
    });
    superadmin = await t.staffToken(['SUPERADMIN']);
    finance = await t.staffToken(['LICFINANCIERO']);
  }, 240_000);
  afterAll(async () => {
    await t?.close();
  }, 120_000);

  const stored = async () =>
    (
      await rows<{ id: string; technical_key_ciphertext: string }>(
        t,
        'select id, technical_key_ciphertext from invoicing.numbering_resolution',
      )
    )[0];

  it('refuses a previous key that is not 32 bytes, naming the variable', () => {
    expect(() => loadInvoicingConfig({ NODE_ENV: 'development', INVOICING_SECRET_KEY_PREVIOUS: 'corta' })).toThrow(
      /INVOICING_SECRET_KEY_PREVIOUS debe ser/,
    );
    expect(loadInvoicingConfig({ NODE_ENV: 'development' }).previousSecretKeys).toEqual([]);
  });

  it('issues invoices with a technical key sealed before the rotation, then the job re-seals it with the new key, once', async () => {
    expect(
      t.app
        .get(ScheduledJobs)
        .all()
        .map((job) => job.name),
    ).toContain('invoicing.reseal-technical-keys');
    await t
      .http()
      .post('/license/api/invoicing/resolutions')
      .set('authorization', `Bearer ${superadmin}`)
      .send({
        resolutionNumber: '18760000201',
        prefix: 'ROT',
        rangeFrom: 1,
        rangeTo: 100,
        validFrom: '2026-01-01',
        validTo: '2030-12-31',
        technicalKey: TECHNICAL_KEY,
      })
      .expect(200);
    // The row as the API sealed it before the rotation: with the old key (the same sealing, the row id as context).
    const { id } = await stored();
    await rows(t, 'update invoicing.numbering_resolution set technical_key_ciphertext = ? where id = ?', [
      sealSecret(OLD_KEY, TECHNICAL_KEY, id),
      id,
    ]);

    const order = await buyAndPay(t, (await packageIds(t))['FIRMAYA-50']);
    const [invoice] = await eventually(
      async () =>
        (
          await t
            .http()
            .get('/license/api/invoices')
            .query({ order: order.referenceUuid })
            .set('authorization', `Bearer ${finance}`)
            .expect(200)
        ).body.result.records as { status: string; number: string; lastError: string | null }[],
      (found) => found[0]?.status === 'GENERADA',
    );
    expect(invoice).toMatchObject({ status: 'GENERADA', number: 'ROT1', lastError: null });

    const job = t.app.get(ResealTechnicalKeysJob);
    expect(await job.reseal()).toEqual({ resealed: 1, unreadable: 0 });
    const after = await stored();
    expect(openSecret(NEW_KEY, after.technical_key_ciphertext, id)).toBe(TECHNICAL_KEY);
    expect(() => openSecret(OLD_KEY, after.technical_key_ciphertext, id)).toThrow();
    expect(await job.reseal()).toEqual({ resealed: 0, unreadable: 0 });

    // A key sealed with a key the API no longer has is reported, not lost silently.
    await rows(t, 'update invoicing.numbering_resolution set technical_key_ciphertext = ? where id = ?', [
      sealSecret(Buffer.alloc(32, 7), TECHNICAL_KEY, id),
      id,
    ]);
    expect(await job.reseal()).toEqual({ resealed: 0, unreadable: 1 });
  });
});
