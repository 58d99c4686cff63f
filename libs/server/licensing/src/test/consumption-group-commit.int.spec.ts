import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { ConsumptionEventRequest, CreatedAppCredential } from '@lic/shared-api-types';
import { ConsumptionDatabase } from '../infrastructure/consumption/consumption-database';
import { ConsumptionLedger } from '../infrastructure/consumption/consumption-ledger';
import type { GroupCommitStats } from '../infrastructure/consumption/group-commit';
import { anEvent, basic, createCredential, insertPlan, rows } from './consumption-test-kit';

const FEATURE = 'COLFACTURA_DOCUMENTO';
/** Groups of one app in flight at once (CONSUMPTION_GROUP_IN_FLIGHT, default 4). */
const IN_FLIGHT = 4;

interface Answer {
  event: ConsumptionEventRequest;
  status: number;
  outcome: string;
  code?: string;
  available: number | null;
}

/**
 * Group commit of concurrent single events (decision 0037) on real PostgreSQL: the server puts
 * concurrent events of one app into shared statements, and every request still gets the answer it
 * would have had alone, in some order of the events one after the other.
 */
describe('consumption: group commit of single events (decision 0037)', () => {
  let t: TestApp;
  let ledger: ConsumptionLedger;
  let colfactura: CreatedAppCredential;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ledger = t.app.get(ConsumptionLedger);
    colfactura = await createCredential(t, 'colfactura');
    // The first 200 goes through the whole pipeline (the fast path captures its headers).
    await insertPlan(t, { documentNumber: '800377000', balances: [{ code: FEATURE, total: 5 }] });
    expect((await post(anEvent('800377000', FEATURE))).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: object) => t.http().post('/license/api/consumption').set('Authorization', basic(colfactura)).send(body);

  async function send(events: ConsumptionEventRequest[]): Promise<Answer[]> {
    return Promise.all(
      events.map(async (event) => {
        const response = await post(event);
        const body = response.body as { outcome?: string; code?: string; available?: number | null };
        const outcome = body.outcome ?? (body.code ?? '').replace('LICENSING.', '');
        return { event, status: response.status, outcome, code: body.code, available: body.available ?? null };
      }),
    );
  }

  async function until(what: string, done: () => boolean, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  let blockers = 0;
  /**
   * Runs `sending` while every slot in flight of colfactura is taken by a statement of another company
   * whose balance this test keeps locked, and lets them go once `queued` events wait: those then go in
   * shared statements, as concurrent events do on a busy server. Without it, whether events share
   * statements is a matter of timing: under CI load (two jest projects on two cores) the requests, sent
   * by this same process, may reach the ledger one at a time, each finding a free slot, and all go alone.
   */
  async function whileSlotsTaken<T>(queued: number, sending: () => Promise<T>): Promise<T> {
    const documentNumber = `80037790${++blockers}`;
    await insertPlan(t, { documentNumber, balances: [{ code: FEATURE, total: 100 }] });
    const lock = new pg.Client({ connectionString: t.databaseUrl });
    await lock.connect();
    try {
      await lock.query('begin');
      await lock.query('select id from licensing.licence_balance where document_number = $1 for update', [documentNumber]);
      // One at a time, so that each takes a slot of its own.
      const blocked: Promise<Answer[]>[] = [];
      const started = ledger.groups.stats.groups;
      for (let i = 1; i <= IN_FLIGHT; i++) {
        blocked.push(send([anEvent(documentNumber, FEATURE)]));
        await until(`blocked statement ${i} in flight`, () => ledger.groups.stats.groups >= started + i);
      }
      const sent = sending();
      // Released even if fewer wait (the caller's own expectations then tell), but never left locked.
      await until(`${queued} events waiting`, () => ledger.groups.pending >= queued).catch(() => undefined);
      await lock.query('commit');
      const result = await sent;
      expect((await Promise.all(blocked)).flat().map((a) => a.outcome)).toEqual(Array(IN_FLIGHT).fill('ACCEPTED'));
      return result;
    } finally {
      await lock.end();
    }
  }

  async function usedOf(documentNumber: string): Promise<{ used: number; total: number }> {
    const [row] = await rows<{ used: string; total: string }>(
      t,
      `select coalesce(sum(used), 0) used, coalesce(sum(total), 0) total from licensing.licence_balance
        where document_number = ? and feature_code = ? and suspended_on is null`,
      [documentNumber, FEATURE],
    );
    return { used: Number(row.used), total: Number(row.total) };
  }

  async function kept(documentNumber: string): Promise<{ eventId: string; quantity: number; allocated: number }[]> {
    const found = await rows<{ event_id: string; quantity: number; allocated: string }>(
      t,
      `select event_id, quantity, (select sum((a->>'quantity')::int) from jsonb_array_elements(allocations) a) allocated
         from licensing.consumption_event where document_number = ?`,
      [documentNumber],
    );
    return found.map((k) => ({ eventId: k.event_id, quantity: k.quantity, allocated: Number(k.allocated) }));
  }

  /**
   * What sequential semantics require of one customer's limited balances (total units): the accepted
   * answers' `available` chain down from the total one event at a time (an order of the events exists
   * in which each accepted answer is what was left after it), each refusal and duplicate saw one of
   * those states, a refused event asked for more than was left then and than is left now, and the
   * balances were used by exactly the accepted events, each kept once.
   */
  async function expectSequential(documentNumber: string, answers: Answer[]): Promise<void> {
    const { used, total } = await usedOf(documentNumber);
    const accepted = answers.filter((a) => a.outcome === 'ACCEPTED');
    const acceptedUnits = accepted.reduce((sum, a) => sum + a.event.quantity, 0);
    expect(used).toBe(acceptedUnits);
    expect(used).toBeLessThanOrEqual(total);

    const states = [total];
    let left = total;
    for (const a of [...accepted].sort((x, y) => (y.available ?? 0) - (x.available ?? 0))) {
      left -= a.event.quantity;
      expect(a.available).toBe(left);
      states.push(left);
    }
    for (const a of answers.filter((x) => x.outcome === 'INSUFFICIENT_BALANCE')) {
      expect(a.status).toBe(409);
      expect(states).toContain(a.available);
      expect(a.available as number).toBeLessThan(a.event.quantity);
      expect(total - used).toBeLessThan(a.event.quantity);
    }
    for (const a of answers.filter((x) => x.outcome === 'DUPLICATE')) {
      expect(a.status).toBe(200);
      expect(states).toContain(a.available);
    }

    const stored = await kept(documentNumber);
    expect(stored.map((k) => k.eventId).sort()).toEqual(accepted.map((a) => a.event.eventId).sort());
    for (const k of stored) expect(k.allocated).toBe(k.quantity);
  }

  it('300 concurrent single events over a few balances, with replays and events past the balance: sequential answers, no overdraft, each kept once', async () => {
    // One company with one balance, one whose feature is split over two plans (the one inserted first
    // expires last), one with an unlimited balance, one whose only plan is suspended.
    await insertPlan(t, { documentNumber: '800377001', balances: [{ code: FEATURE, total: 90 }] });
    await insertPlan(t, { documentNumber: '800377002', expiresInDays: 300, balances: [{ code: FEATURE, total: 40 }] });
    await insertPlan(t, { documentNumber: '800377002', packageType: 'CMP', expiresInDays: 100, balances: [{ code: FEATURE, total: 35 }] });
    await insertPlan(t, { documentNumber: '800377003', balances: [{ code: FEATURE, total: 0, unlimited: true }] });
    const suspended = await insertPlan(t, { documentNumber: '800377004', balances: [{ code: FEATURE, total: 50 }] });
    await rows(t, 'update licensing.licence_balance set suspended_on = now() where plan_id = ?', [suspended.planId]);

    const fresh: ConsumptionEventRequest[] = [];
    for (let i = 0; i < 240; i++) {
      const documentNumber = ['800377001', '800377002', '800377001', '800377002', '800377003'][i % 5];
      // Mostly 1 or 2 units, now and then 7 (more than is left once the balances run low).
      fresh.push(anEvent(documentNumber, FEATURE, { quantity: i % 11 === 0 ? 7 : i % 3 === 0 ? 2 : 1 }));
    }
    const others = [
      ...Array.from({ length: 10 }, () => anEvent('800377004', FEATURE)),
      ...Array.from({ length: 10 }, () => anEvent('800377001', 'COLFACTURA_NO_EXISTE')),
    ];
    // 40 replays of events of the same run (the same body sent twice at once).
    const replays = fresh.filter((_, i) => i % 6 === 0).map((e) => ({ ...e }));
    const all = [...fresh, ...others, ...replays];
    expect(all).toHaveLength(300);
    // Shuffled, so replays and their originals arrive in any order.
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [all[i], all[j]] = [all[j], all[i]];
    }

    // All of them wait while the slots are taken (the statement tells unknown features and suspended plans too).
    let before!: GroupCommitStats;
    const answers = await whileSlotsTaken(all.length, () => {
      before = { ...ledger.groups.stats };
      return send(all);
    });
    // The events did share statements.
    expect(ledger.groups.stats.events - before.events).toBe(300);
    expect(ledger.groups.stats.groups - before.groups).toBeLessThan(300);
    expect(ledger.groups.stats.largest).toBeGreaterThan(1);

    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    for (const a of answers.filter((x) => x.event.documentNumber === '800377004')) {
      expect([a.status, a.code, a.available]).toEqual([409, 'LICENSING.PLAN_SUSPENDED', null]);
    }
    for (const a of answers.filter((x) => x.event.featureCode === 'COLFACTURA_NO_EXISTE')) {
      expect([a.status, a.code]).toEqual([404, 'LICENSING.UNKNOWN_FEATURE']);
    }
    for (const a of answers.filter((x) => x.event.documentNumber === '800377003')) {
      expect([a.status, a.available]).toEqual([200, null]);
      expect(['ACCEPTED', 'DUPLICATE']).toContain(a.outcome);
    }

    // A replayed id: counted once; its twin is the duplicate unless both were refused.
    const byId = new Map<string, Answer[]>();
    for (const a of answers) byId.set(a.event.eventId, [...(byId.get(a.event.eventId) ?? []), a]);
    for (const twins of [...byId.values()].filter((x) => x.length === 2)) {
      const outcomes = twins.map((a) => a.outcome).sort();
      expect([
        ['ACCEPTED', 'DUPLICATE'],
        ['INSUFFICIENT_BALANCE', 'INSUFFICIENT_BALANCE'],
      ]).toContainEqual(outcomes);
    }

    await expectSequential(
      '800377001',
      answers.filter((a) => a.event.documentNumber === '800377001' && a.event.featureCode === FEATURE),
    );
    await expectSequential(
      '800377002',
      answers.filter((a) => a.event.documentNumber === '800377002'),
    );
    const unlimited = answers.filter((a) => a.event.documentNumber === '800377003' && a.outcome === 'ACCEPTED');
    expect((await kept('800377003')).map((k) => k.eventId).sort()).toEqual(unlimited.map((a) => a.event.eventId).sort());
    expect(await kept('800377004')).toEqual([]);
    // Both limited companies ran out: some events were refused.
    expect(answers.some((a) => a.outcome === 'INSUFFICIENT_BALANCE')).toBe(true);
  }, 120_000);

  it('the same event id ten times at once: accepted once, nine duplicates that see it, kept once', async () => {
    await insertPlan(t, { documentNumber: '800377005', balances: [{ code: FEATURE, total: 20 }] });
    const event = anEvent('800377005', FEATURE, { quantity: 3 });
    const answers = await send(Array.from({ length: 10 }, () => ({ ...event })));
    expect(answers.map((a) => a.outcome).sort()).toEqual(['ACCEPTED', ...Array<string>(9).fill('DUPLICATE')]);
    expect(answers.map((a) => a.available)).toEqual(Array<number>(10).fill(17));
    expect(await usedOf('800377005')).toEqual({ used: 3, total: 20 });
    expect(await kept('800377005')).toEqual([{ eventId: event.eventId, quantity: 3, allocated: 3 }]);
  }, 60_000);

  it('a group that loses an event id to a concurrent batch on the unique key is repeated and reads it as a duplicate', async () => {
    await insertPlan(t, { documentNumber: '800377008', balances: [{ code: FEATURE, total: 1000 }] });
    const events = Array.from({ length: 100 }, (_, i) => anEvent('800377008', FEATURE, { quantity: 1 + (i % 3) }));
    const batches = Array.from({ length: 10 }, (_, b) => events.slice(b * 10, b * 10 + 10));
    const [batchAnswers, singleAnswers] = await Promise.all([
      Promise.all(
        batches.map(async (batch) => {
          const response = await t
            .http()
            .post('/license/api/consumption/batch')
            .set('Authorization', basic(colfactura))
            .send({ events: batch });
          expect(response.status).toBe(200);
          return (response.body as { results: { eventId: string; outcome: string }[] }).results;
        }),
      ),
      send(events),
    ]);
    const outcomes = new Map<string, string[]>();
    for (const r of [...batchAnswers.flat(), ...singleAnswers.map((a) => ({ eventId: a.event.eventId, outcome: a.outcome }))])
      outcomes.set(r.eventId, [...(outcomes.get(r.eventId) ?? []), r.outcome]);
    expect(outcomes.size).toBe(100);
    for (const pair of outcomes.values()) expect(pair.sort()).toEqual(['ACCEPTED', 'DUPLICATE']);
    const units = events.reduce((sum, e) => sum + e.quantity, 0);
    expect(await usedOf('800377008')).toEqual({ used: units, total: 1000 });
    expect((await kept('800377008')).map((k) => k.eventId).sort()).toEqual(events.map((e) => e.eventId).sort());
  }, 120_000);

  it('copies of a refused event that wait together are each refused again, never a DUPLICATE of an event that was not counted', async () => {
    await insertPlan(t, { documentNumber: '800377009', balances: [{ code: FEATURE, total: 1000 }] });
    await insertPlan(t, { documentNumber: '800377010', balances: [{ code: FEATURE, total: 20 }] });
    // Four slow statements take every slot in flight, so the copies below wait in the queue together.
    await rows(
      t,
      `create function licensing.test_group_slow() returns trigger language plpgsql as $$
       begin
         if new.document_number = '800377009' then perform pg_sleep(0.6); end if;
         return new;
       end $$`,
    );
    await rows(
      t,
      'create trigger test_group_slow before update on licensing.licence_balance for each row execute function licensing.test_group_slow()',
    );
    try {
      const started = ledger.groups.stats.groups;
      const slow: Promise<Answer[]>[] = [];
      for (let i = 1; i <= 4; i++) {
        slow.push(send([anEvent('800377009', FEATURE)]));
        for (let wait = 0; ledger.groups.stats.groups < started + i && wait < 200; wait++) await new Promise((r) => setTimeout(r, 10));
      }
      const tooLarge = anEvent('800377010', FEATURE, { quantity: 25 });
      const refused = await send(Array.from({ length: 5 }, () => ({ ...tooLarge })));
      expect(refused.map((a) => [a.status, a.outcome, a.available])).toEqual(Array(5).fill([409, 'INSUFFICIENT_BALANCE', 20]));
      expect((await Promise.all(slow)).flat().map((a) => a.outcome)).toEqual(Array(4).fill('ACCEPTED'));
    } finally {
      await rows(t, 'drop trigger test_group_slow on licensing.licence_balance');
      await rows(t, 'drop function licensing.test_group_slow()');
    }
    expect(await kept('800377010')).toEqual([]);
  }, 60_000);

  /** A trigger that makes the update of one company's balances fail with the given SQLSTATE. */
  async function failUpdates(documentNumber: string, sqlstate: string): Promise<() => Promise<void>> {
    const name = `test_group_fault_${documentNumber}`;
    await rows(
      t,
      `create function licensing.${name}() returns trigger language plpgsql as $$
       begin
         if new.document_number = '${documentNumber}' then
           raise exception 'fallo simulado' using errcode = '${sqlstate}';
         end if;
         return new;
       end $$`,
    );
    await rows(t, `create trigger ${name} before update on licensing.licence_balance for each row execute function licensing.${name}()`);
    return async () => {
      await rows(t, `drop trigger ${name} on licensing.licence_balance`);
      await rows(t, `drop function licensing.${name}()`);
    };
  }

  it('a group whose statement fails answers every member as it would have alone, applies nothing, and the same events go through afterwards', async () => {
    await insertPlan(t, { documentNumber: '800377006', balances: [{ code: FEATURE, total: 100 }] });
    for (const sqlstate of ['40P01', 'XX000']) {
      const restore = await failUpdates('800377006', sqlstate);
      const events = Array.from({ length: 30 }, () => anEvent('800377006', FEATURE, { quantity: 2 }));
      let alone: { status: number; body: unknown; retryAfter?: string };
      let grouped: Awaited<ReturnType<typeof post>>[];
      let before!: GroupCommitStats;
      try {
        ledger.groupCommit = false;
        const response = await post(anEvent('800377006', FEATURE));
        alone = { status: response.status, body: response.body, retryAfter: response.headers['retry-after'] };
        ledger.groupCommit = true;
        grouped = await whileSlotsTaken(events.length, () => {
          before = { ...ledger.groups.stats };
          return Promise.all(events.map((e) => post(e)));
        });
      } finally {
        ledger.groupCommit = true;
        await restore();
      }
      expect(alone.status).toBe(sqlstate === '40P01' ? 503 : 500);
      // The 30 events went in fewer statements than events, and each got the answer of one alone.
      expect(ledger.groups.stats.groups - before.groups).toBeLessThan(30);
      for (const response of grouped) {
        expect(response.status).toBe(alone.status);
        expect(response.body).toEqual(alone.body);
        expect(response.headers['retry-after']).toBe(alone.retryAfter);
      }
      expect(await usedOf('800377006')).toEqual({ used: 0, total: 100 });
      expect(await kept('800377006')).toEqual([]);

      // The app sends the same events again: each is counted once.
      const again = await send(events);
      expect(again.map((a) => a.outcome)).toEqual(Array<string>(30).fill('ACCEPTED'));
      expect(await usedOf('800377006')).toEqual({ used: 60, total: 100 });
      expect((await kept('800377006')).map((k) => k.eventId).sort()).toEqual(events.map((e) => e.eventId).sort());
      await rows(t, "update licensing.licence_balance set used = 0 where document_number = '800377006'");
      await rows(t, "delete from licensing.consumption_event where document_number = '800377006'");
    }
  }, 120_000);

  it('small groups run consume_event_group: the body of consume_events, without its forced custom plans (decision 0038)', async () => {
    const definitions = await rows<{ name: string; body: string; config: string[] | null }>(
      t,
      `select p.proname as name, p.prosrc as body, p.proconfig as config from pg_proc p
        where p.pronamespace = 'licensing'::regnamespace and p.proname in ('consume_events', 'consume_event_group')`,
    );
    const byName = new Map(definitions.map((d) => [d.name, d]));
    // A migration that redefines consume_events without copying it again to consume_event_group fails here.
    expect(byName.get('consume_event_group')?.body).toBe(byName.get('consume_events')?.body);
    expect(byName.get('consume_events')?.config).toEqual(['plan_cache_mode=force_custom_plan']);
    expect(byName.get('consume_event_group')?.config).toBeNull();

    // Concurrent single events go through it (groups of up to GENERIC_PLAN_GROUP_MAX events), and a burst
    // larger than that through consume_events: the statements' names say which ran.
    const database = t.app.get(ConsumptionDatabase);
    const statements: string[] = [];
    const query = database.query.bind(database);
    const spy = jest.spyOn(database, 'query').mockImplementation((text, values, name) => {
      if (name) statements.push(name);
      return query(text, values, name);
    });
    await insertPlan(t, { documentNumber: '800377020', balances: [{ code: FEATURE, total: 1000 }] });
    try {
      const few = await whileSlotsTaken(20, () => send(Array.from({ length: 20 }, () => anEvent('800377020', FEATURE))));
      expect(few.every((a) => a.outcome === 'ACCEPTED')).toBe(true);
      expect(statements).toContain('licensing.consume_event_group');
      expect(statements).not.toContain('licensing.consume_events');
      statements.length = 0;
      // A batch of 100 is one consume_events statement, as before.
      const batch = await t
        .http()
        .post('/license/api/consumption/batch')
        .set('Authorization', basic(colfactura))
        .send({ events: Array.from({ length: 100 }, () => anEvent('800377020', FEATURE)) });
      expect(batch.status).toBe(200);
      expect(statements).toEqual(['licensing.consume_events']);
    } finally {
      spy.mockRestore();
    }
    expect(await usedOf('800377020')).toEqual({ used: 120, total: 1000 });
  }, 60_000);

  it('CONSUMPTION_GROUP_COMMIT=false: each single event is its own statement, with the same guarantees', async () => {
    await insertPlan(t, { documentNumber: '800377007', balances: [{ code: FEATURE, total: 30 }] });
    const events = Array.from({ length: 40 }, () => anEvent('800377007', FEATURE));
    const before = { ...ledger.groups.stats };
    ledger.groupCommit = false;
    let answers: Answer[];
    try {
      answers = await send(events);
    } finally {
      ledger.groupCommit = true;
    }
    expect(ledger.groups.stats).toEqual(before);
    expect(answers.filter((a) => a.outcome === 'ACCEPTED')).toHaveLength(30);
    await expectSequential('800377007', answers);
  }, 60_000);

  it('an event id sent again with another body: the group statement and the plain path answer the same (EVENT_ID_REUSED, DUPLICATE)', async () => {
    /** One run on customers of its own: a first sending of six events, then their copies and new events together. */
    async function run(label: string, grouped: boolean): Promise<{ answers: { status: number; body: unknown }[]; groups: number }> {
      const documents = ['1', '2', '3', '4', '5'].map((n) => `8003771${label}${n}`);
      for (const documentNumber of documents) await insertPlan(t, { documentNumber, balances: [{ code: FEATURE, total: 50 }] });
      await insertPlan(t, { documentNumber: documents[0], packageType: 'CMP', balances: [{ code: 'COLFACTURA_NOMINA', total: 50 }] });
      const first = (n: number, documentNumber = documents[0]) =>
        anEvent(documentNumber, FEATURE, { eventId: `reuse-${label}-${n}`, quantity: n, occurredAt: '2026-11-01T10:00:00.000Z' });
      for (let n = 1; n <= 6; n++) expect((await post(first(n))).status).toBe(200);
      const again = [
        first(1), // the same body: DUPLICATE
        { ...first(2), occurredAt: '2026-11-02T08:30:00.000Z' }, // another time only: DUPLICATE
        { ...first(3), quantity: 30 },
        { ...first(4), featureCode: 'COLFACTURA_NOMINA' },
        { ...first(5), documentNumber: documents[1] },
        { ...first(6), documentType: 3, quantity: 7 },
        // New events, each on a customer of its own (their answers do not depend on the order within a group).
        ...[2, 3, 4].map((n) => anEvent(documents[n], FEATURE, { eventId: `reuse-${label}-new-${n}`, quantity: 1 })),
      ];
      const before = ledger.groups.stats.groups;
      ledger.groupCommit = grouped;
      try {
        const responses = grouped
          ? await whileSlotsTaken(again.length, () => Promise.all(again.map((e) => post(e))))
          : await Promise.all(again.map((e) => post(e)));
        const same = (text: string) => text.replaceAll(`-${label}-`, '-X-').replaceAll(`8003771${label}`, '8003771X');
        return {
          answers: responses.map((r) => ({ status: r.status, body: JSON.parse(same(JSON.stringify(r.body))) })),
          groups: ledger.groups.stats.groups - before,
        };
      } finally {
        ledger.groupCommit = true;
      }
    }

    const grouped = await run('1', true);
    const plain = await run('2', false);
    // The copies and the new events shared statements (consume_event_group), fewer than one each.
    expect(grouped.groups).toBeLessThan(9 + IN_FLIGHT);
    expect(plain.groups).toBe(0);
    expect(grouped.answers).toEqual(plain.answers);
    const reused = (field: string, kept: string | number) => ({
      status: 409,
      body: {
        statusCode: 409,
        code: 'LICENSING.EVENT_ID_REUSED',
        statusMessage:
          'Este eventId ya se registró con otros datos; el consumo no se registró. Usa un eventId nuevo para otro consumo, o reenvía el mismo cuerpo para confirmar el anterior.',
        errors: [{ field, message: `Distinto del evento ya registrado con este eventId (${kept}).` }],
      },
    });
    expect(plain.answers.slice(0, 6)).toEqual([
      { status: 200, body: expect.objectContaining({ outcome: 'DUPLICATE', code: 'LICENSING.DUPLICATE_EVENT' }) },
      { status: 200, body: expect.objectContaining({ outcome: 'DUPLICATE' }) },
      reused('quantity', 3),
      reused('featureCode', FEATURE),
      reused('documentNumber', '8003771X1'),
      {
        status: 409,
        body: expect.objectContaining({
          code: 'LICENSING.EVENT_ID_REUSED',
          errors: [
            { field: 'documentType', message: 'Distinto del evento ya registrado con este eventId (4).' },
            { field: 'quantity', message: 'Distinto del evento ya registrado con este eventId (6).' },
          ],
        }),
      },
    ]);
    expect(plain.answers.slice(6).map((a) => a.status)).toEqual([200, 200, 200]);
    // Nothing of a reused id was counted: 1 + … + 6 of the first sendings only, on the first customer.
    expect(await usedOf('800377111')).toEqual({ used: 21, total: 50 });
    expect(await usedOf('800377121')).toEqual({ used: 21, total: 50 });
  }, 120_000);
});
