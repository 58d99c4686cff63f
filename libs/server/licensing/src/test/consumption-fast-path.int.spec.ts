import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { ConsumptionFastPath } from '../interface/consumption/http/consumption-fast-path';
import { anEvent, basic, createCredential, insertPlan } from './consumption-test-kit';

interface Call {
  path?: string;
  authorization?: string | null;
  contentType?: string;
  /** A JSON value, or raw text sent as it is. */
  body: unknown;
  raw?: boolean;
}

interface Answer {
  status: number;
  body: unknown;
  headers: Record<string, unknown>;
}

/** Headers that differ between two answers by nature (the time, the ETag when the bodies differ, each request's own id). */
const VARYING = ['date', 'etag', 'x-request-id'];

describe('consumption fast path (docs/api/licensing.md "Consumo", "Rendimiento")', () => {
  let t: TestApp;
  let fastPath: ConsumptionFastPath;
  let colfactura: CreatedAppCredential;
  let colnomina: CreatedAppCredential;
  let customer = 0;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    fastPath = t.app.get(ConsumptionFastPath);
    colfactura = await createCredential(t, 'colfactura');
    colnomina = await createCredential(t, 'colnomina');
    // The first 200 goes through the whole pipeline, whose headers the fast path repeats from then on.
    await insertPlan(t, { documentNumber: '700000000', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 100 }] });
    const first = await send({ body: anEvent('700000000', 'COLFACTURA_DOCUMENTO') }, true);
    expect(first.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  async function send(call: Call, fast: boolean): Promise<Answer> {
    fastPath.enabled = fast;
    try {
      let request = t.http().post(call.path ?? '/license/api/consumption');
      const authorization = call.authorization === undefined ? basic(colfactura) : call.authorization;
      if (authorization !== null) request = request.set('Authorization', authorization);
      request = request.set('Content-Type', call.contentType ?? 'application/json');
      // Compared without compression: both paths compress answers of 1 KB or more (decision 0015), and the
      // compressed answers are compared decoded by the differential test (decision 0039).
      request = request.set('Accept-Encoding', 'identity');
      const response = await request.send(call.raw ? (call.body as string) : JSON.stringify(call.body));
      const headers = { ...response.headers };
      return { status: response.status, body: response.body, headers };
    } finally {
      fastPath.enabled = true;
    }
  }

  /** The call through the fast path and through Nest: the same status, body and headers; `served` says whether the fast path answered. */
  async function expectSameAnswer(call: Call | ((fast: boolean) => Promise<Call>), served: boolean): Promise<Answer> {
    const callFor = async (fast: boolean) => (typeof call === 'function' ? call(fast) : call);
    const before = fastPath.answered;
    const fast = await send(await callFor(true), true);
    expect(fastPath.answered - before).toBe(served ? 1 : 0);
    const nest = await send(await callFor(false), false);
    expect(fastPath.answered - before).toBe(served ? 1 : 0);
    expect(fast.status).toBe(nest.status);
    expect(fast.body).toEqual(nest.body);
    const withoutVarying = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.includes(name)));
    expect(withoutVarying(fast.headers)).toEqual(withoutVarying(nest.headers));
    expect(fast.headers.etag).toEqual(expect.stringMatching(/^W\/"/));
    // Both carry an id of their own, never one copied from an earlier answer.
    expect(fast.headers['x-request-id']).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
    expect(fast.headers['x-request-id']).not.toBe(nest.headers['x-request-id']);
    if (JSON.stringify(fast.body) === JSON.stringify(nest.body)) expect(fast.headers.etag).toBe(nest.headers.etag);
    return fast;
  }

  /** Two customers with the same plan: the fast call meters one, the Nest call the other, with the same event id length. */
  async function mirroredCustomers(balances: { code: string; total: number; unlimited?: boolean }[]): Promise<(fast: boolean) => string> {
    customer += 2;
    const numbers = [`71000${String(customer).padStart(4, '0')}`, `71000${String(customer + 1).padStart(4, '0')}`];
    for (const documentNumber of numbers) await insertPlan(t, { documentNumber, balances });
    return (fast) => (fast ? numbers[0] : numbers[1]);
  }

  let eventNo = 0;
  const eventId = (fast: boolean) => `espejo-${String(++eventNo).padStart(6, '0')}-${fast ? 'r' : 'n'}`;

  it('answers accepted, insufficient and unknown events as the controller does', async () => {
    const documentOf = await mirroredCustomers([{ code: 'COLFACTURA_DOCUMENTO', total: 10 }]);
    // eventIds differ only in their last letter; the answers are compared with it normalised.
    const accepted = await expectSameAnswerNormalised((fast) => ({
      body: anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { eventId: eventId(fast), quantity: 3 }),
    }));
    expect(accepted.body).toMatchObject({ outcome: 'ACCEPTED', status: 200, available: 7 });
    const refused = await expectSameAnswer(
      (fast) => Promise.resolve({ body: anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { quantity: 50 }) }),
      true,
    );
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'LICENSING.INSUFFICIENT_BALANCE', available: 7 });
    const unknown = await expectSameAnswer((fast) => Promise.resolve({ body: anEvent(documentOf(fast), 'COLFACTURA_NADA') }), true);
    expect(unknown.status).toBe(404);
  });

  it('answers a duplicate as the controller does', async () => {
    const documentOf = await mirroredCustomers([{ code: 'COLFACTURA_DOCUMENTO', total: 10 }]);
    const event = anEvent(documentOf(true), 'COLFACTURA_DOCUMENTO');
    expect((await send({ body: event }, false)).status).toBe(200);
    const duplicate = await expectSameAnswer({ body: event }, true);
    expect(duplicate.body).toMatchObject({ outcome: 'DUPLICATE', status: 200, code: 'LICENSING.DUPLICATE_EVENT' });
  });

  it('answers credentials, bad input and malformed bodies as the pipeline does', async () => {
    const event = anEvent('700000000', 'COLFACTURA_DOCUMENTO', { quantity: 0 });
    expect((await expectSameAnswer({ body: event, authorization: null }, true)).status).toBe(401);
    expect((await expectSameAnswer({ body: event, authorization: 'Basic bm86c3VjaA==' }, true)).status).toBe(401);
    expect((await expectSameAnswer({ body: event, authorization: 'Bearer x' }, true)).status).toBe(401);
    const oneError = await expectSameAnswer({ body: event }, true);
    expect(oneError.status).toBe(400);
    expect(oneError.body).toMatchObject({ statusMessage: 'quantity: La cantidad debe ser un número entero entre 1 y 1.000.000.' });
    const manyErrors = await expectSameAnswer({ body: { eventId: 5, appName: 'otra', documentType: '4', occurredAt: '2026-11-22' } }, true);
    expect(manyErrors.status).toBe(400);
    expect(
      (await expectSameAnswer({ body: anEvent('700000000', 'COLFACTURA_DOCUMENTO'), authorization: basic(colnomina) }, true)).status,
    ).toBe(403);
    expect((await expectSameAnswer({ body: '{"eventId": ', raw: true }, true)).status).toBe(400);
    expect((await expectSameAnswer({ body: '"texto"', raw: true }, true)).status).toBe(400);
    expect((await expectSameAnswer({ body: '\uFEFF', raw: true }, true)).status).toBe(400);
  });

  it('leaves to Nest what it does not take: unknown keys, lists, other encodings, bodies over the limit', async () => {
    const event = anEvent('700000000', 'COLFACTURA_DOCUMENTO', { quantity: 0 });
    expect((await expectSameAnswer({ body: { ...event, extra: 1 } }, false)).status).toBe(400);
    expect((await expectSameAnswer({ body: [event] }, false)).status).toBe(400);
    expect((await expectSameAnswer({ body: event, contentType: 'text/plain' }, false)).status).toBe(415);
    expect((await expectSameAnswer({ body: event, contentType: 'application/json; charset=utf-16' }, false)).status).toBe(400);
    expect((await expectSameAnswer({ body: { events: [event], extra: true }, path: '/license/api/consumption/batch' }, false)).status).toBe(
      400,
    );
    expect(
      (await expectSameAnswer({ body: { events: [{ ...event, extra: 1 }] }, path: '/license/api/consumption/batch' }, false)).status,
    ).toBe(200);
    expect((await expectSameAnswer({ body: `{"pad": "${'x'.repeat(4 * 1024 * 1024)}"}`, raw: true }, false)).status).toBe(413);
  });

  it('takes the path in any case, with a trailing slash or a query', async () => {
    const event = anEvent('700000000', 'COLFACTURA_DOCUMENTO', { quantity: 0 });
    for (const path of [
      '/LICENSE/api/Consumption',
      '/license/api/consumption/',
      '/license/api/consumption?x=1',
      '/license/api/consumption/BATCH/?y',
    ]) {
      const body = path.toLowerCase().includes('batch') ? { events: [] } : event;
      expect((await expectSameAnswer({ body, path }, true)).status).toBe(400);
    }
  });

  it('answers batches (per event, in order) and bad batch bodies as the controller does', async () => {
    const documentOf = await mirroredCustomers([{ code: 'COLFACTURA_DOCUMENTO', total: 3 }]);
    const batch = (fast: boolean) => {
      const repeated = eventId(fast);
      return {
        path: '/license/api/consumption/batch',
        body: {
          events: [
            anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { eventId: repeated, quantity: 2 }),
            anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { eventId: repeated, quantity: 2 }),
            anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { eventId: eventId(fast), quantity: 5 }),
            anEvent(documentOf(fast), 'COLFACTURA_NADA', { eventId: eventId(fast) }),
            { ...anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { eventId: eventId(fast) }), quantity: 'x', occurredAt: 'ayer' },
            anEvent(documentOf(fast), 'COLNOMINA_EMPLEADO', { eventId: eventId(fast), appName: 'colnomina' }),
            'no es un evento',
            anEvent(documentOf(fast), 'COLFACTURA_DOCUMENTO', { eventId: eventId(fast) }),
          ],
        },
      };
    };
    const answer = await expectSameAnswerNormalised(batch);
    expect(answer.body).toMatchObject({ accepted: 2, duplicates: 1, refused: 5 });
    const batchPath = '/license/api/consumption/batch';
    for (const body of [{}, { events: [] }, { events: 'x' }, { events: Array.from({ length: 1001 }, () => 1) }]) {
      expect((await expectSameAnswer({ body, path: batchPath }, true)).status).toBe(400);
    }
  });

  /** expectSameAnswer for calls whose event ids end in r (fast) or n (Nest), compared with the ids made equal. */
  async function expectSameAnswerNormalised(call: (fast: boolean) => Call): Promise<Answer> {
    const before = fastPath.answered;
    const fast = await send(call(true), true);
    expect(fastPath.answered - before).toBe(1);
    const nest = await send(call(false), false);
    const normalise = (answer: Answer) => JSON.parse(JSON.stringify(answer.body).replace(/(espejo-\d{6})-[rn]/g, '$1')) as unknown;
    expect(fast.status).toBe(nest.status);
    expect(JSON.stringify(normalise(fast)).replace(/espejo-\d{6}/g, 'e')).toBe(
      JSON.stringify(normalise(nest)).replace(/espejo-\d{6}/g, 'e'),
    );
    const withoutVarying = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING.includes(name)));
    expect(withoutVarying(fast.headers)).toEqual(withoutVarying(nest.headers));
    return fast;
  }
});
