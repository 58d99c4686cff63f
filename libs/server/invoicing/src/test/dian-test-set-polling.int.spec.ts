import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, invoicingProductionEnv, type TestApp } from '@lic/api-testing';
import { CLOCK, ScheduledJobs, type Clock } from '@lic/server-kernel';
import { MAX_ANSWER_POLLS } from '../domain/electronic-document.entity';
import { PollDianAnswersJob } from '../infrastructure/jobs/poll-dian-answers.job';
import { DIAN_ANSWERS, FakeDianServer, dianTestCertificate, type FakeDianRequest } from './fake-dian-server';
import { buyAndPay, eventually, packageIds, rows } from './invoicing-test-kit';
import type { ElectronicDocumentView } from '@lic/shared-api-types';

/** A document as GET /license/api/invoices answers it. */
type DocumentRow = ElectronicDocumentView;

jest.setTimeout(240_000);

/** The zip key each delivery got: the fake DIAN answers each document's questions by it. */
const zipKeyOf = (request: FakeDianRequest) => /<wcf:trackId>([^<]+)<\/wcf:trackId>/.exec(request.body)?.[1] ?? '';

/**
 * The scheduled run of the same job (every minute, at :00, within its workers' 5 s polling) must not ask
 * between the steps below: they run in the middle of a minute.
 */
async function awayFromTheMinute(): Promise<void> {
  for (;;) {
    const second = new Date().getSeconds();
    if (second >= 15 && second <= 35) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

describe("DIAN's answer to a test-set delivery, polled with backoff and a limit (decision 0067)", () => {
  const dian = new FakeDianServer();
  const { p12, password } = dianTestCertificate();
  /** What GetStatusZip answers per ZipKey, in turn (the last one repeats). */
  const statusAnswers = new Map<string, string[]>();
  let zipKeys = 0;
  let t: TestApp;
  let clock: Clock;
  let finance: string;
  let ids: Record<string, number>;

  beforeAll(async () => {
    await dian.start();
    dian.answer = (request) => {
      if (request.action === 'SendTestSetAsync') return DIAN_ANSWERS.testSet(`zip-key-${(zipKeys += 1)}`);
      if (request.action === 'GetStatusZip') {
        const queue = statusAnswers.get(zipKeyOf(request)) ?? [];
        return (queue.length > 1 ? queue.shift() : queue[0]) ?? DIAN_ANSWERS.statusZip('98', false, 'En proceso de validación');
      }
      return DIAN_ANSWERS.accepted;
    };
    t = await createTestApp({
      seed: true,
      env: {
        ...invoicingProductionEnv(),
        INVOICING_DIAN_URL: dian.url,
        INVOICING_DIAN_TEST_SET_ID: 'set-de-pruebas-1',
        INVOICING_CERTIFICATE_P12: p12.toString('base64'),
        INVOICING_CERTIFICATE_PASSWORD: password,
        INVOICING_VALIDATE_SCHEMAS: 'false',
      },
    });
    clock = t.app.get<Clock>(CLOCK);
    finance = await t.staffToken(['LICFINANCIERO']);
    ids = await packageIds(t);
    await t
      .http()
      .post('/license/api/invoicing/resolutions')
      .set('authorization', `Bearer ${await t.staffToken(['SUPERADMIN'])}`)
      .send({
        resolutionNumber: '18760000301',
        prefix: 'SETP',
        rangeFrom: 990000000,
        rangeTo: 995000000,
        validFrom: '2026-01-01',
        validTo: '2030-12-31',
        technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
      })
      .expect(200);
  }, 240_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
    await dian.stop();
  }, 120_000);

  const invoiceOf = async (referenceUuid: string) =>
    (
      (await t.http().get('/license/api/invoices').query({ order: referenceUuid }).set('authorization', `Bearer ${finance}`).expect(200))
        .body.result.records as DocumentRow[]
    )[0];
  /** An order paid and its invoice delivered to the test set: ENVIADA with its ZipKey. */
  const sentInvoice = async () => {
    const order = await buyAndPay(t, ids['FIRMAYA-50']);
    const invoice = await eventually(
      () => invoiceOf(order.referenceUuid),
      (found) => found?.status === 'ENVIADA',
    );
    expect(invoice.status).toBe('ENVIADA');
    const [stored] = await rows<{ track_id: string; next_poll_on: Date }>(
      t,
      'select track_id, next_poll_on from invoicing.electronic_document where id = ?',
      [invoice.id],
    );
    return { order, invoice, zipKey: stored.track_id, nextPollOn: new Date(stored.next_poll_on) };
  };
  const at = (instant: Date) => jest.spyOn(clock, 'now').mockReturnValue(instant);

  it('is scheduled on the job engine as the other jobs are', () => {
    expect(
      t.app
        .get(ScheduledJobs)
        .all()
        .map((job) => job.name),
    ).toContain('invoicing.poll-dian-answers');
  });

  it('asks 30 s after the delivery, waits longer after each "still validating", and stores DIAN\'s rejection with its reasons', async () => {
    const { order, invoice, zipKey, nextPollOn } = await sentInvoice();
    expect(zipKey).toMatch(/^zip-key-\d+$/);
    expect(dian.calls('SendTestSetAsync').at(-1)!.body).toContain('<wcf:testSetId>set-de-pruebas-1</wcf:testSetId>');
    statusAnswers.set(zipKey, [
      DIAN_ANSWERS.statusZip('98', false, 'En proceso de validación'),
      DIAN_ANSWERS.statusZip('99', false, 'Validación contiene errores en campos mandatorios.', [
        'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.',
      ]),
    ]);
    const job = t.app.get(PollDianAnswersJob);
    const asked = () => dian.calls('GetStatusZip').filter((call) => zipKeyOf(call) === zipKey).length;

    await awayFromTheMinute();
    at(new Date(nextPollOn.getTime() - 1000));
    await job.poll();
    expect(asked()).toBe(0); // not due yet
    at(nextPollOn);
    await job.poll();
    expect(asked()).toBe(1);
    expect(await invoiceOf(order.referenceUuid)).toMatchObject({ status: 'ENVIADA', lastError: null });
    // Twice the first wait (60 s) before the next question.
    at(new Date(nextPollOn.getTime() + 59_000));
    await job.poll();
    expect(asked()).toBe(1);
    at(new Date(nextPollOn.getTime() + 60_000));
    await job.poll();
    expect(asked()).toBe(2);
    jest.restoreAllMocks();

    expect(await invoiceOf(order.referenceUuid)).toMatchObject({
      id: invoice.id,
      status: 'RECHAZADA',
      reasons: [
        '99 Validación contiene errores en campos mandatorios.',
        'Regla: FAD06, Rechazo: Valor del CUFE no está calculado correctamente.',
      ],
    });
    // Answered: never asked again.
    at(new Date(nextPollOn.getTime() + 86_400_000));
    await job.poll();
    jest.restoreAllMocks();
    expect(asked()).toBe(2);
  });

  it(`stops after ${MAX_ANSWER_POLLS} unanswered questions and says so; "Reintentar" asks again and takes the acceptance`, async () => {
    const { order, invoice, zipKey, nextPollOn } = await sentInvoice();
    const job = t.app.get(PollDianAnswersJob);
    const asked = () => dian.calls('GetStatusZip').filter((call) => zipKeyOf(call) === zipKey).length;
    await awayFromTheMinute();
    let now = nextPollOn.getTime();
    for (let poll = 0; poll < MAX_ANSWER_POLLS + 3; poll += 1) {
      at(new Date(now));
      await job.poll();
      now += 31 * 60_000; // beyond the longest wait
    }
    jest.restoreAllMocks();
    expect(asked()).toBe(MAX_ANSWER_POLLS);
    expect(await invoiceOf(order.referenceUuid)).toMatchObject({
      status: 'ENVIADA',
      lastError: `La DIAN no respondió tras ${MAX_ANSWER_POLLS} consultas del set de pruebas; usa "Reintentar" para consultarla de nuevo.`,
    });

    statusAnswers.set(zipKey, [DIAN_ANSWERS.statusZip('00', true, 'Procesado Correctamente.')]);
    const retried = await t.http().post(`/license/api/invoices/${invoice.id}/retry`).set('authorization', `Bearer ${finance}`).expect(200);
    expect(retried.body.result).toMatchObject({ status: 'ACEPTADA', reasons: ['00 Procesado Correctamente.'], lastError: null });
    expect(asked()).toBe(MAX_ANSWER_POLLS + 1);
  });
});
