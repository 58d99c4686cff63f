import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { ConsumptionDatabase } from './consumption-database';
import type { Metrics } from '@lic/server-kernel';
import { ConsumptionLedger, GENERIC_PLAN_GROUP_MAX, groupCommitSettings, type LedgerEvent } from './consumption-ledger';
import { ContentionExhausted } from './contention-retry';

interface Query {
  name: string;
  values: unknown[];
}

/** A database whose statements answer each event by its quantity: ACCEPTED with available = 100 − quantity. */
function fakeDatabase(fail?: (query: Query) => unknown) {
  const queries: Query[] = [];
  const database = {
    query: async (_text: string, values: unknown[], name: string) => {
      const query = { name, values };
      queries.push(query);
      await new Promise((resolve) => setTimeout(resolve, 2));
      const failure = fail?.(query);
      if (failure) throw failure;
      if (name === 'licensing.consume_event') return { rows: [{ outcome: 'ACCEPTED', available: String(100 - Number(values[6])) }] };
      const quantities = values[6] as number[];
      return { rows: quantities.map((q, i) => ({ ord: i + 1, outcome: 'ACCEPTED', available: String(100 - q) })) };
    },
  } as unknown as ConsumptionDatabase;
  return { database, queries };
}

let sequence = 0;
const event = (quantity: number, eventId = `e-${++sequence}`): LedgerEvent => ({
  eventId,
  documentType: 4,
  documentNumber: '900123456',
  featureCode: 'COLFACTURA_DOCUMENTO',
  quantity,
  occurredAt: new Date('2026-11-27T05:00:00Z'),
});

describe('ConsumptionLedger group commit (decision 0037)', () => {
  const saved = { ...process.env };
  beforeEach(() => {
    delete process.env.CONSUMPTION_GROUP_COMMIT;
    delete process.env.CONSUMPTION_GROUP_MAX_EVENTS;
    delete process.env.CONSUMPTION_GROUP_IN_FLIGHT;
  });
  afterEach(() => {
    process.env = { ...saved };
  });

  it('reads its settings: on by default, 500 events, 4 in flight; refuses nonsense', () => {
    expect(groupCommitSettings({})).toEqual({ enabled: true, maxEvents: 500, maxInFlight: 4 });
    expect(
      groupCommitSettings({ CONSUMPTION_GROUP_COMMIT: 'false', CONSUMPTION_GROUP_MAX_EVENTS: '50', CONSUMPTION_GROUP_IN_FLIGHT: '1' }),
    ).toEqual({
      enabled: false,
      maxEvents: 50,
      maxInFlight: 1,
    });
    expect(() => groupCommitSettings({ CONSUMPTION_GROUP_COMMIT: 'no' })).toThrow('CONSUMPTION_GROUP_COMMIT');
    expect(() => groupCommitSettings({ CONSUMPTION_GROUP_MAX_EVENTS: '1001' })).toThrow('CONSUMPTION_GROUP_MAX_EVENTS');
    expect(() => groupCommitSettings({ CONSUMPTION_GROUP_IN_FLIGHT: '0' })).toThrow('CONSUMPTION_GROUP_IN_FLIGHT');
  });

  it('concurrent single events of one app share one consume_event_group statement; each gets its own answer', async () => {
    const { database, queries } = fakeDatabase();
    const ledger = new ConsumptionLedger(database);
    const answers = await Promise.all([1, 2, 3, 4].map((q) => ledger.consume('colfactura', 'COLFACTURA', [event(q)])));
    expect(queries.map((q) => q.name)).toEqual(['licensing.consume_event_group']);
    expect(queries[0].values[6]).toEqual([1, 2, 3, 4]);
    expect(answers).toEqual([1, 2, 3, 4].map((q) => [{ outcome: 'ACCEPTED', available: 100 - q }]));
  });

  it(`a group larger than ${GENERIC_PLAN_GROUP_MAX} events goes through consume_events (custom plans, as a batch)`, async () => {
    const { database, queries } = fakeDatabase();
    const ledger = new ConsumptionLedger(database);
    const sizes = Array.from({ length: GENERIC_PLAN_GROUP_MAX + 1 }, (_, i) => 1 + (i % 50));
    const answers = await Promise.all(sizes.map((q) => ledger.consume('colfactura', 'COLFACTURA', [event(q)])));
    expect(queries.map((q) => q.name)).toEqual(['licensing.consume_events']);
    expect(answers).toEqual(sizes.map((q) => [{ outcome: 'ACCEPTED', available: 100 - q }]));
  });

  it('tells the metrics the size of every group it sends', async () => {
    const { database } = fakeDatabase();
    const sizes: number[] = [];
    const ledger = new ConsumptionLedger(database, {
      observeConsumptionGroup: (events: number) => sizes.push(events),
    } as unknown as Metrics);
    await Promise.all([1, 2, 3].map((q) => ledger.consume('colfactura', 'COLFACTURA', [event(q)])));
    await ledger.consume('colfactura', 'COLFACTURA', [event(4)]);
    await ledger.consume('colfactura', 'COLFACTURA', [event(5), event(6)]);
    expect(sizes).toEqual([3, 1]);
  });

  it('a lone event is consume_event; batches and other apps are never mixed into a group', async () => {
    const { database, queries } = fakeDatabase();
    const ledger = new ConsumptionLedger(database);
    expect(await ledger.consume('colfactura', 'COLFACTURA', [event(5)])).toEqual([{ outcome: 'ACCEPTED', available: 95 }]);
    await Promise.all([
      ledger.consume('colfactura', 'COLFACTURA', [event(1)]),
      ledger.consume('colnomina', 'COLNOMINA', [event(2)]),
      ledger.consume('colfactura', 'COLFACTURA', [event(3), event(4)]),
    ]);
    expect(queries.map((q) => [q.name, q.values[0]])).toEqual([
      ['licensing.consume_event', 'colfactura'],
      ['licensing.consume_events', 'colfactura'],
      ['licensing.consume_event', 'colfactura'],
      ['licensing.consume_event', 'colnomina'],
    ]);
  });

  it('switched off, each single event is its own statement', async () => {
    const { database, queries } = fakeDatabase();
    const ledger = new ConsumptionLedger(database);
    ledger.groupCommit = false;
    await Promise.all([1, 2, 3].map((q) => ledger.consume('colfactura', 'COLFACTURA', [event(q)])));
    expect(queries.map((q) => q.name)).toEqual(Array(3).fill('licensing.consume_event'));
  });

  it('contention past the retries fails every member of the group with ContentionExhausted', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const { database, queries } = fakeDatabase((q) => (q.name === 'licensing.consume_event_group' ? deadlock : undefined));
    const ledger = new ConsumptionLedger(database);
    const results = await Promise.allSettled([1, 2, 3].map((q) => ledger.consume('colfactura', 'COLFACTURA', [event(q)])));
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const r of results) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(ContentionExhausted);
    // One group, five attempts.
    expect(queries.map((q) => q.name)).toEqual(Array(5).fill('licensing.consume_event_group'));
  }, 10_000);
});
