import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { anEvent, basic, createCredential, insertPlan } from './consumption-test-kit';

// licencias_consumption_events_total (decision 0021): accepted, duplicate and refused events, counted
// whichever path answered them (the fast path or the controller), scraped through /metrics.

describe('consumption metrics', () => {
  let t: TestApp;
  let colfactura: CreatedAppCredential;

  beforeAll(async () => {
    t = await createTestApp();
    colfactura = await createCredential(t, 'colfactura');
    await insertPlan(t, { documentNumber: '800200001', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 2 }] });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: object) => t.http().post('/license/api/consumption').set('Authorization', basic(colfactura)).send(body);
  const counter = async (outcome: string, reason: string): Promise<number> => {
    const text = (await t.http().get('/metrics').expect(200)).text;
    const line = text.split('\n').find((l) => l.startsWith(`licencias_consumption_events_total{outcome="${outcome}",reason="${reason}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('counts accepted, duplicate and refused events, and the consumption route under its template', async () => {
    const event = anEvent('800200001', 'COLFACTURA_DOCUMENTO');
    await post(event).expect(200);
    await post(event).expect(200); // the same eventId: a duplicate
    await post(anEvent('800200001', 'COLFACTURA_DOCUMENTO', { quantity: 5 })).expect(409);
    await t
      .http()
      .post('/license/api/consumption/batch')
      .set('Authorization', basic(colfactura))
      .send({ events: [anEvent('800200001', 'COLFACTURA_DOCUMENTO'), anEvent('800200001', 'NO_EXISTE')] })
      .expect(200);

    expect(await counter('accepted', 'accepted')).toBe(2);
    expect(await counter('duplicate', 'duplicate')).toBe(1);
    expect(await counter('refused', 'insufficient_balance')).toBe(1);
    expect(await counter('refused', 'unknown_feature')).toBe(1);
    const text = (await t.http().get('/metrics').expect(200)).text;
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/license\/api\/consumption",status_code="200"\} 2$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/license\/api\/consumption",status_code="409"\} 1$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="POST",route="\/license\/api\/consumption\/batch",status_code="200"\} 1$/m,
    );
  });
});
