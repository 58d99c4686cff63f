import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { ENTITLEMENT_CACHE_TTL_MS } from '../infrastructure/entitlements/entitlement-cache';
import { anEvent, basic, createCredential, eventually, insertPlan } from './consumption-test-kit';

const FEATURE = 'COLFACTURA_DOCUMENTO';
/**
 * How long the other replica may take to see a change. What is proved is that the NOTIFY forgets the entry,
 * so this stays well under the cache's time to live (which would forget it anyway, and each wait starts
 * right after an entry was cached); it is no promise of speed: under CI load (two jest projects on two
 * cores) the commit, the 20 ms coalescing, the NOTIFY and the next read can take more than one second.
 */
const SEEN_WITHIN_MS = ENTITLEMENT_CACHE_TTL_MS / 3;

/**
 * Two replicas on one database (decision 0033): a change made on one forgets the customer's cached
 * entitlement on the other through PostgreSQL NOTIFY, well before the cache's 30 s time to live.
 */
describe('entitlement cache across replicas', () => {
  let first: TestApp;
  let second: TestApp;
  let colfactura: CreatedAppCredential;

  beforeAll(async () => {
    first = await createTestApp({ seed: true });
    second = await createTestApp({ replicaOf: first });
    colfactura = await createCredential(first, 'colfactura');
  }, 180_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const entitlementOn = async (t: TestApp, documentNumber: string) =>
    (
      await t
        .http()
        .get('/license/api/entitlements')
        .query({ documentType: 4, documentNumber, featureCode: FEATURE })
        .set('Authorization', basic(colfactura))
    ).body.result;

  it('a consumption, a reservation and a release on the first replica are seen by the second well before the cache’s time to live', async () => {
    await insertPlan(first, { documentNumber: '800700501', balances: [{ code: FEATURE, total: 50 }] });
    expect((await entitlementOn(second, '800700501')).available).toBe(50);
    expect((await entitlementOn(second, '800700501')).available).toBe(50); // now cached on the second

    const consumed = await first
      .http()
      .post('/license/api/consumption')
      .set('Authorization', basic(colfactura))
      .send(anEvent('800700501', FEATURE, { quantity: 4 }));
    expect(consumed.status).toBe(200);
    await eventually(
      () => entitlementOn(second, '800700501'),
      (e) => e.used === 4 && e.available === 46,
      SEEN_WITHIN_MS,
    );

    const reservationId = `replicas-${Date.now()}`;
    const reserved = await first.http().post('/license/api/reservations').set('Authorization', basic(colfactura)).send({
      reservationId,
      appName: 'colfactura',
      documentType: 4,
      documentNumber: '800700501',
      featureCode: FEATURE,
      quantity: 6,
      ttlSeconds: 60,
    });
    expect(reserved.status).toBe(201);
    await eventually(
      () => entitlementOn(second, '800700501'),
      (e) => e.reserved === 6 && e.available === 40,
      SEEN_WITHIN_MS,
    );

    // Released on the second replica: the first sees it.
    expect((await entitlementOn(first, '800700501')).available).toBe(40);
    const released = await second
      .http()
      .post(`/license/api/reservations/${reservationId}/release`)
      .set('Authorization', basic(colfactura))
      .send();
    expect(released.status).toBe(200);
    await eventually(
      () => entitlementOn(first, '800700501'),
      (e) => e.reserved === 0 && e.available === 46,
      SEEN_WITHIN_MS,
    );
  }, 60_000);
});
