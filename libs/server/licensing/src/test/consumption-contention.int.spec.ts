import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { ConsumptionBatchResult, ConsumptionEventRequest, CreatedAppCredential } from '@lic/shared-api-types';
import { ConsumptionFastPath } from '../interface/consumption/http/consumption-fast-path';
import { anEvent, basic, createCredential, insertPlan, rows } from './consumption-test-kit';

const FEATURE = 'COLFACTURA_DOCUMENTO';

/**
 * Consumption under contention (decision 0012): concurrent events of one company whose
 * feature is split across plans. No 5xx, no overdraft, every accepted event kept once, 409 for the rest.
 */
describe('consumption under contention (decision 0012)', () => {
  let t: TestApp;
  let fastPath: ConsumptionFastPath;
  let colfactura: CreatedAppCredential;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    fastPath = t.app.get(ConsumptionFastPath);
    colfactura = await createCredential(t, 'colfactura');
    // The first 200 goes through the whole pipeline (the fast path captures its headers).
    await insertPlan(t, { documentNumber: '800299000', balances: [{ code: FEATURE, total: 5 }] });
    expect((await post(anEvent('800299000', FEATURE))).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: object) => t.http().post('/license/api/consumption').set('Authorization', basic(colfactura)).send(body);
  const postBatch = (events: ConsumptionEventRequest[]) =>
    t.http().post('/license/api/consumption/batch').set('Authorization', basic(colfactura)).send({ events });

  /**
   * Three plans whose ids run against their expiry (the plan inserted first expires last), so that the
   * order a caller draws in (earliest expiry) is not the order the balances are locked in (id).
   */
  async function splitCompany(documentNumber: string, totals = [40, 50, 30]): Promise<number[]> {
    const ids: number[] = [];
    for (const [i, total] of totals.entries()) {
      const plan = await insertPlan(t, {
        documentNumber,
        packageType: i === 0 ? 'BAS' : 'CMP',
        expiresInDays: 300 - i * 100,
        balances: [{ code: FEATURE, total }],
      });
      ids.push(plan.balanceIds[0]);
    }
    return ids;
  }

  async function balancesOf(ids: number[]): Promise<{ used: number; total: number }[]> {
    const found = await rows<{ id: string; used: string; total: string }>(
      t,
      'select id, used, total from licensing.licence_balance where id in (?) order by id',
      [ids],
    );
    return found.map((b) => ({ used: Number(b.used), total: Number(b.total) }));
  }

  async function keptEvents(documentNumber: string): Promise<{ eventId: string; quantity: number; allocated: number }[]> {
    const kept = await rows<{ event_id: string; quantity: number; allocated: string }>(
      t,
      `select event_id, quantity, (select sum((a->>'quantity')::int) from jsonb_array_elements(allocations) a) allocated
         from licensing.consumption_event where document_number = ?`,
      [documentNumber],
    );
    return kept.map((k) => ({ eventId: k.event_id, quantity: k.quantity, allocated: Number(k.allocated) }));
  }

  /** What every contention case must hold, whatever the interleaving. */
  async function expectNoOverdraft(
    documentNumber: string,
    balanceIds: number[],
    answers: { eventId: string; quantity: number; status: number }[],
  ): Promise<void> {
    const statuses = new Set(answers.map((a) => a.status));
    expect([...statuses].filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    const balances = await balancesOf(balanceIds);
    const available = balances.reduce((sum, b) => sum + b.total, 0);
    const used = balances.reduce((sum, b) => sum + b.used, 0);
    for (const b of balances) {
      expect(b.used).toBeGreaterThanOrEqual(0);
      expect(b.used).toBeLessThanOrEqual(b.total);
    }
    const acceptedQuantity = accepted.reduce((sum, a) => sum + a.quantity, 0);
    expect(used).toBe(acceptedQuantity);
    expect(acceptedQuantity).toBeLessThanOrEqual(available);
    // Nothing is refused while units it could take are left: a refused event of 1 means the balances ran out.
    expect(acceptedQuantity).toBeGreaterThanOrEqual(refused.some((a) => a.quantity === 1) ? available : available - 1);
    const kept = await keptEvents(documentNumber);
    expect(kept.map((k) => k.eventId).sort()).toEqual(accepted.map((a) => a.eventId).sort());
    for (const k of kept) expect(k.allocated).toBe(k.quantity);
  }

  /** 300 events of 1 or 2 units (400 units asked of 120), all sent at once. */
  const eventsFor = (documentNumber: string, count = 300) =>
    Array.from({ length: count }, (_, i) => anEvent(documentNumber, FEATURE, { quantity: i % 3 === 0 ? 2 : 1 }));

  it('300 concurrent single events over three plans (fast path): no 5xx, no overdraft, 409 for the rest', async () => {
    const ids = await splitCompany('800299001');
    const events = eventsFor('800299001');
    const before = fastPath.answered;
    const answers = await Promise.all(
      events.map(async (e) => ({ eventId: e.eventId, quantity: e.quantity, status: (await post(e)).status })),
    );
    expect(fastPath.answered - before).toBe(300);
    await expectNoOverdraft('800299001', ids, answers);
  }, 120_000);

  it('300 concurrent single events over three plans through Nest: the same guarantees', async () => {
    const ids = await splitCompany('800299002');
    const events = eventsFor('800299002');
    fastPath.enabled = false;
    try {
      const answers = await Promise.all(
        events.map(async (e) => ({ eventId: e.eventId, quantity: e.quantity, status: (await post(e)).status })),
      );
      await expectNoOverdraft('800299002', ids, answers);
    } finally {
      fastPath.enabled = true;
    }
  }, 120_000);

  it('concurrent batches and single events over two split companies, in opposite orders', async () => {
    const first = await splitCompany('800299003', [30, 20, 25]);
    const second = await splitCompany('800299004', [20, 30, 15]);
    const batches: ConsumptionEventRequest[][] = [];
    for (let b = 0; b < 20; b++) {
      const ofFirst = eventsFor('800299003', 6);
      const ofSecond = eventsFor('800299004', 6);
      // Half the batches name the first company first, half the second.
      batches.push(b % 2 === 0 ? [...ofFirst, ...ofSecond] : [...ofSecond, ...ofFirst]);
    }
    const singles = [...eventsFor('800299003', 30), ...eventsFor('800299004', 30)];
    const results = await Promise.all([
      ...batches.map(async (events) => {
        const response = await postBatch(events);
        expect(response.status).toBe(200);
        const body = response.body as ConsumptionBatchResult;
        return body.results.map((r, i) => ({
          eventId: r.eventId,
          quantity: events[i].quantity,
          status: r.status,
          doc: events[i].documentNumber,
        }));
      }),
      ...singles.map(async (e) => [{ eventId: e.eventId, quantity: e.quantity, status: (await post(e)).status, doc: e.documentNumber }]),
    ]);
    const answers = results.flat();
    expect(answers).toHaveLength(300);
    await expectNoOverdraft(
      '800299003',
      first,
      answers.filter((a) => a.doc === '800299003'),
    );
    await expectNoOverdraft(
      '800299004',
      second,
      answers.filter((a) => a.doc === '800299004'),
    );
  }, 120_000);

  /**
   * Contention injected by a trigger on the balances of one company: the update of its balance fails
   * with the given SQLSTATE while the sequence is at most `failures` (sequences are not rolled back).
   */
  async function injectContention(documentNumber: string, failures: number, sqlstate: string): Promise<() => Promise<void>> {
    const name = `test_contention_${documentNumber}`;
    await rows(t, `create sequence licensing.${name}`);
    await rows(
      t,
      `create function licensing.${name}() returns trigger language plpgsql as $$
       begin
         if new.document_number = '${documentNumber}' and nextval('licensing.${name}') <= ${failures} then
           raise exception 'contención simulada' using errcode = '${sqlstate}';
         end if;
         return new;
       end $$`,
    );
    await rows(t, `create trigger ${name} before update on licensing.licence_balance for each row execute function licensing.${name}()`);
    return async () => {
      await rows(t, `drop trigger ${name} on licensing.licence_balance`);
      await rows(t, `drop function licensing.${name}()`);
      await rows(t, `drop sequence licensing.${name}`);
    };
  }

  it('retries deadlocks and serialization failures inside the server: the event is counted once', async () => {
    const ids = await splitCompany('800299005', [10]);
    const remove = await injectContention('800299005', 3, '40P01');
    try {
      const event = anEvent('800299005', FEATURE, { quantity: 2 });
      const response = await post(event);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ outcome: 'ACCEPTED', available: 8 });
      expect(await balancesOf(ids)).toEqual([{ used: 2, total: 10 }]);
      expect(await keptEvents('800299005')).toEqual([{ eventId: event.eventId, quantity: 2, allocated: 2 }]);
    } finally {
      await remove();
    }
    const serialization = await injectContention('800299005', 2, '40001');
    try {
      const batch = await postBatch([anEvent('800299005', FEATURE), anEvent('800299005', FEATURE)]);
      expect(batch.status).toBe(200);
      expect(batch.body).toMatchObject({ accepted: 2, refused: 0 });
      expect(await balancesOf(ids)).toEqual([{ used: 4, total: 10 }]);
    } finally {
      await serialization();
    }
  });

  it('answers 503 with Retry-After and the Spanish envelope when the contention outlasts the retries, on both paths; nothing is counted', async () => {
    const ids = await splitCompany('800299006', [10]);
    const remove = await injectContention('800299006', 1_000, '40P01');
    try {
      const answers = [];
      for (const fast of [true, false]) {
        fastPath.enabled = fast;
        try {
          const before = fastPath.answered;
          const response = await post(anEvent('800299006', FEATURE));
          expect(fastPath.answered - before).toBe(fast ? 1 : 0);
          answers.push(response);
        } finally {
          fastPath.enabled = true;
        }
      }
      for (const response of answers) {
        expect(response.status).toBe(503);
        expect(response.headers['retry-after']).toBe('1');
        expect(response.body).toEqual({
          statusCode: 503,
          code: 'LICENSING.CONSUMPTION_BUSY',
          statusMessage: 'El registro de consumos está ocupado en este momento. Intenta de nuevo en unos segundos.',
          errors: [],
        });
      }
      const batch = await postBatch([anEvent('800299006', FEATURE), anEvent('800299006', FEATURE, { quantity: 3 })]);
      expect(batch.status).toBe(503);
      expect(batch.headers['retry-after']).toBe('1');
      expect(batch.body).toMatchObject({ code: 'LICENSING.CONSUMPTION_BUSY' });
      expect(await balancesOf(ids)).toEqual([{ used: 0, total: 10 }]);
      expect(await keptEvents('800299006')).toEqual([]);
    } finally {
      await remove();
    }
    // Once the contention is gone the same company consumes again.
    expect((await post(anEvent('800299006', FEATURE))).status).toBe(200);
  });
});
