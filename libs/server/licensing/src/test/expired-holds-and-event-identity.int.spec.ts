import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { ConsumptionEventRequest, CreatedAppCredential, ReservationRequest } from '@lic/shared-api-types';
import { ConsumptionLedger } from '../infrastructure/consumption/consumption-ledger';
import { ExpireReservationsJob } from '../infrastructure/reservations/expire-reservations.job';
import { ConsumptionFastPath } from '../interface/consumption/http/consumption-fast-path';
import { anEvent, basic, createCredential, insertPlan, rows } from './consumption-test-kit';
import { demoFeatureViews } from './licences-test-kit';

const FEATURE = 'COLFACTURA_DOCUMENTO';
const OTHER_FEATURE = 'COLFACTURA_NOMINA';
const REUSED_MESSAGE =
  'Este eventId ya se registró con otros datos; el consumo no se registró. Usa un eventId nuevo para otro consumo, o reenvía el mismo cuerpo para confirmar el anterior.';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** The life of the holds that expire during the test. */
const SHORT_TTL_SECONDS = 4;
/** The demo company's document (licences-test-kit's DEMO_COMPANY_ID). */
const DEMO_DOCUMENT = '900123456';

/**
 * Decision 0047: a reservation stops holding at its expiry instant, with the expiry job off;
 * an event id sent again with another body is EVENT_ID_REUSED on every path (single, batch, fast path, Nest).
 */
describe('expired holds and the identity of an event id', () => {
  let t: TestApp;
  let colfactura: CreatedAppCredential;
  let fastPath: ConsumptionFastPath;
  let ledger: ConsumptionLedger;

  beforeAll(async () => {
    // No scheduled job runs in this app: whatever gives an expired hold back is the request itself.
    t = await createTestApp({ seed: true, env: { JOBS_ENABLED: 'false' } });
    colfactura = await createCredential(t, 'colfactura');
    fastPath = t.app.get(ConsumptionFastPath);
    ledger = t.app.get(ConsumptionLedger);
    // The first 200 goes through the whole pipeline (the fast path captures its headers).
    await insertPlan(t, { documentNumber: '800821000', balances: [{ code: FEATURE, total: 5 }] });
    expect((await consume(anEvent('800821000', FEATURE))).status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const consume = (body: object) => t.http().post('/license/api/consumption').set('Authorization', basic(colfactura)).send(body);
  const consumeBatch = (events: object[]) =>
    t.http().post('/license/api/consumption/batch').set('Authorization', basic(colfactura)).send({ events });
  const reserve = (body: ReservationRequest) =>
    t.http().post('/license/api/reservations').set('Authorization', basic(colfactura)).send(body);
  const entitlementOf = (documentNumber: string) =>
    t
      .http()
      .get('/license/api/entitlements')
      .query({ documentType: 4, documentNumber, featureCode: FEATURE })
      .set('Authorization', basic(colfactura));
  const aReservation = (documentNumber: string, reservationId: string, quantity: number, ttlSeconds: number): ReservationRequest => ({
    reservationId,
    appName: 'colfactura',
    documentType: 4,
    documentNumber,
    featureCode: FEATURE,
    quantity,
    ttlSeconds,
  });

  async function held(documentNumber: string): Promise<{ used: number; reserved: number; statuses: Record<string, string> }> {
    const [b] = await rows<{ used: string; reserved: string }>(
      t,
      'select sum(used) used, sum(reserved) reserved from licensing.licence_balance where document_number = ? and feature_code = ?',
      [documentNumber, FEATURE],
    );
    const reservations = await rows<{ reservation_id: string; status: string }>(
      t,
      'select reservation_id, status from licensing.reservation where document_number = ?',
      [documentNumber],
    );
    return {
      used: Number(b.used),
      reserved: Number(b.reserved),
      statuses: Object.fromEntries(reservations.map((r) => [r.reservation_id, r.status])),
    };
  }

  describe('a reservation past its expiry holds nothing, before any job runs', () => {
    const [entitled, reserving, single, batch, group] = ['800821101', '800821102', '800821103', '800821104', '800821105'];

    beforeAll(async () => {
      // Each customer: 6 units held for 4 s, 1 for an hour; the entitlement's customer last, read (and cached)
      // at once while the short hold is alive, then a wait past its expiry.
      let reservedAt = 0;
      for (const documentNumber of [reserving, single, batch, group, entitled]) {
        await insertPlan(t, { documentNumber, balances: [{ code: FEATURE, total: 10 }] });
        expect((await reserve(aReservation(documentNumber, `larga-${documentNumber}`, 1, 3_600))).status).toBe(201);
        reservedAt = Date.now();
        expect((await reserve(aReservation(documentNumber, `corta-${documentNumber}`, 6, SHORT_TTL_SECONDS))).status).toBe(201);
      }
      // The demo company (COLFACTURA_DOCUMENTO 600, 522 used): 8 units held for 4 s, read by the views below.
      expect((await reserve(aReservation(DEMO_DOCUMENT, `corta-${DEMO_DOCUMENT}`, 8, SHORT_TTL_SECONDS))).status).toBe(201);
      reservedAt = Date.now();
      expect((await entitlementOf(entitled)).body.result).toMatchObject({ reserved: 7, available: 3 });
      await sleep(reservedAt + SHORT_TTL_SECONDS * 1_000 + 500 - Date.now());
    }, 60_000);

    it('the entitlement counts only the hold still alive, without a change being announced', async () => {
      expect((await entitlementOf(entitled)).body.result).toMatchObject({ total: 10, used: 0, reserved: 1, available: 9 });
      // Nothing was written: the read does not tidy.
      expect(await held(entitled)).toMatchObject({ reserved: 7, statuses: { [`corta-${entitled}`]: 'HELD' } });
    });

    it('"Mis planes adquiridos" and the back-office licence detail count only the holds still alive', async () => {
      const { myPlan, detail } = await demoFeatureViews(t, FEATURE, 'reservas.vencidas');
      expect(myPlan).toMatchObject({ quantityTx: 600, quantityUsed: 522, amountBalanceTx: 78 });
      expect(detail).toMatchObject({ totalPlan: 600, totalUsed: 522, totalAvailable: 78 });
      // Nothing was written: the column still holds the 8 units until a request or the job gives them back.
      expect(await held(DEMO_DOCUMENT)).toMatchObject({ reserved: 8, statuses: { [`corta-${DEMO_DOCUMENT}`]: 'HELD' } });
    });

    it('a new reservation may take the expired units; a replay of the expired one says EXPIRED', async () => {
      const taken = await reserve(aReservation(reserving, `nueva-${reserving}`, 9, 600));
      expect(taken.status).toBe(201);
      expect(taken.body).toMatchObject({ status: 'HELD', available: 0 });
      expect(await held(reserving)).toEqual({
        used: 0,
        reserved: 10,
        statuses: { [`corta-${reserving}`]: 'EXPIRED', [`larga-${reserving}`]: 'HELD', [`nueva-${reserving}`]: 'HELD' },
      });
      const replay = await reserve(aReservation(reserving, `corta-${reserving}`, 6, SHORT_TTL_SECONDS));
      expect(replay.status).toBe(201);
      expect(replay.body).toMatchObject({ status: 'EXPIRED', available: 0 });
    });

    it('a single event may consume the expired units, through the fast path and through Nest', async () => {
      const before = fastPath.answered;
      const first = await consume(anEvent(single, FEATURE, { quantity: 8 }));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ outcome: 'ACCEPTED', available: 1 });
      expect(fastPath.answered - before).toBe(1);
      expect(await held(single)).toEqual({
        used: 8,
        reserved: 1,
        statuses: { [`corta-${single}`]: 'EXPIRED', [`larga-${single}`]: 'HELD' },
      });
      fastPath.enabled = false;
      try {
        expect((await consume(anEvent(single, FEATURE, { quantity: 1 }))).body).toMatchObject({ outcome: 'ACCEPTED', available: 0 });
      } finally {
        fastPath.enabled = true;
      }
    });

    it('a batch may consume the expired units', async () => {
      const answer = await consumeBatch([anEvent(batch, FEATURE, { quantity: 5 }), anEvent(batch, FEATURE, { quantity: 4 })]);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ accepted: 2, refused: 0 });
      expect(answer.body.results.map((r: { available: number }) => r.available)).toEqual([4, 0]);
      expect(await held(batch)).toMatchObject({ used: 9, reserved: 1, statuses: { [`corta-${batch}`]: 'EXPIRED' } });
    });

    it('concurrent single events (group commit) may consume the expired units', async () => {
      expect(ledger.groupCommit).toBe(true);
      const answers = await Promise.all(Array.from({ length: 9 }, () => consume(anEvent(group, FEATURE))));
      expect(answers.map((a) => a.status)).toEqual(Array(9).fill(200));
      expect(await held(group)).toMatchObject({ used: 9, reserved: 1, statuses: { [`corta-${group}`]: 'EXPIRED' } });
    });

    it('the job, run afterwards, finds only what nobody touched', async () => {
      await t.app.get(ExpireReservationsJob).run();
      expect(await held(entitled)).toMatchObject({ reserved: 1, statuses: { [`corta-${entitled}`]: 'EXPIRED' } });
      expect(await held(single)).toMatchObject({ used: 9, reserved: 1 });
    });
  });

  describe('an event id sent again', () => {
    type Mode = 'fast path' | 'Nest';

    /** The same sequence on customers of its own, answers with the label taken out so that paths compare. */
    async function sequence(label: string): Promise<{ status: number; body: unknown }[]> {
      const [own, other] = [`80082120${label}`, `80082121${label}`];
      await insertPlan(t, { documentNumber: own, balances: [{ code: FEATURE, total: 100 }] });
      await insertPlan(t, { documentNumber: own, packageType: 'CMP', balances: [{ code: OTHER_FEATURE, total: 100 }] });
      await insertPlan(t, { documentNumber: other, balances: [{ code: FEATURE, total: 100 }] });
      const event = (id: string, overrides: Partial<ConsumptionEventRequest> = {}) =>
        anEvent(own, FEATURE, { eventId: `id-${label}-${id}`, quantity: 2, occurredAt: '2026-11-01T10:00:00.000Z', ...overrides });
      const answers = [
        await consume(event('a')),
        await consume(event('a')),
        await consume(event('a', { occurredAt: '2026-11-03T12:00:00.000Z' })),
        await consume(event('a', { quantity: 3 })),
        await consume(event('a', { featureCode: OTHER_FEATURE })),
        await consume(event('a', { documentNumber: other })),
        await consume(event('a', { documentType: 3 })),
        await consume(event('a', { documentNumber: other, featureCode: OTHER_FEATURE, quantity: 9 })),
        await consumeBatch([
          event('b', { quantity: 1 }),
          event('b', { quantity: 1 }),
          event('b', { quantity: 5 }),
          event('a'),
          event('a', { quantity: 9 }),
          event('c', { quantity: 500 }),
          event('c', { quantity: 500 }),
          event('c', { quantity: 1 }),
        ]),
      ];
      const same = (text: string) => text.replaceAll(`-${label}-`, '-X-').replaceAll(own, 'OWN').replaceAll(other, 'OTHER');
      return answers.map((a) => ({ status: a.status, body: JSON.parse(same(JSON.stringify(a.body))) }));
    }

    async function run(mode: Mode, label: string) {
      fastPath.enabled = mode === 'fast path';
      const before = fastPath.answered;
      try {
        const answers = await sequence(label);
        return { answers, fast: fastPath.answered - before };
      } finally {
        fastPath.enabled = true;
      }
    }

    it('the same body is DUPLICATE; another customer, document type, feature or quantity is 409 EVENT_ID_REUSED naming each difference; occurredAt is not compared', async () => {
      const fast = await run('fast path', '1');
      const nest = await run('Nest', '2');
      expect(fast.fast).toBe(9);
      expect(nest.fast).toBe(0);
      expect(nest.answers).toEqual(fast.answers);

      const differs = (field: string, kept: string | number) => ({
        field,
        message: `Distinto del evento ya registrado con este eventId (${kept}).`,
      });
      const reused = (...errors: { field: string; message: string }[]) => ({
        status: 409,
        body: { statusCode: 409, code: 'LICENSING.EVENT_ID_REUSED', statusMessage: REUSED_MESSAGE, errors },
      });
      const [first, again, otherTime, ...rest] = fast.answers;
      expect(first).toEqual({ status: 200, body: { eventId: 'id-X-a', outcome: 'ACCEPTED', status: 200, available: 98 } });
      expect(again).toEqual({
        status: 200,
        body: {
          eventId: 'id-X-a',
          outcome: 'DUPLICATE',
          status: 200,
          available: 98,
          code: 'LICENSING.DUPLICATE_EVENT',
          statusMessage: 'El evento ya fue registrado.',
        },
      });
      expect(otherTime).toEqual(again);
      expect(rest.slice(0, 5)).toEqual([
        reused(differs('quantity', 2)),
        reused(differs('featureCode', FEATURE)),
        reused(differs('documentNumber', 'OWN')),
        reused(differs('documentType', 4)),
        reused(differs('documentNumber', 'OWN'), differs('featureCode', FEATURE), differs('quantity', 2)),
      ]);

      const batch = rest[5].body as { accepted: number; duplicates: number; refused: number; results: Record<string, unknown>[] };
      expect(rest[5].status).toBe(200);
      expect(batch).toMatchObject({ accepted: 1, duplicates: 3, refused: 4 });
      const reusedResult = (id: string, ...errors: { field: string; message: string }[]) => ({
        eventId: `id-X-${id}`,
        outcome: 'EVENT_ID_REUSED',
        status: 409,
        available: null,
        code: 'LICENSING.EVENT_ID_REUSED',
        statusMessage: REUSED_MESSAGE,
        errors,
      });
      expect(batch.results).toEqual([
        expect.objectContaining({ eventId: 'id-X-b', outcome: 'ACCEPTED' }),
        expect.objectContaining({ eventId: 'id-X-b', outcome: 'DUPLICATE' }),
        // Within one call, a copy is judged against the first copy of the call.
        reusedResult('b', differs('quantity', 1)),
        expect.objectContaining({ eventId: 'id-X-a', outcome: 'DUPLICATE' }),
        reusedResult('a', differs('quantity', 2)),
        expect.objectContaining({ eventId: 'id-X-c', outcome: 'INSUFFICIENT_BALANCE' }),
        // Its first copy was refused and not kept: the same body is DUPLICATE in the call, another one REUSED.
        expect.objectContaining({ eventId: 'id-X-c', outcome: 'DUPLICATE' }),
        reusedResult('c', differs('quantity', 500)),
      ]);

      // Only the first sendings were counted: a (2) and b (1) on the customer's feature, nothing elsewhere.
      for (const label of ['1', '2']) {
        const kept = await rows<{ event_id: string; document_number: string; feature_code: string; quantity: number }>(
          t,
          `select event_id, document_number, feature_code, quantity from licensing.consumption_event where event_id like ? order by event_id`,
          [`id-${label}-%`],
        );
        expect(kept).toEqual([
          { event_id: `id-${label}-a`, document_number: `80082120${label}`, feature_code: FEATURE, quantity: 2 },
          { event_id: `id-${label}-b`, document_number: `80082120${label}`, feature_code: FEATURE, quantity: 1 },
        ]);
      }
    }, 60_000);
  });
});
