import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { HostileInputMessage } from '@lic/server-kernel';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { ConsumptionFastPath } from '../interface/consumption/http/consumption-fast-path';
import { anEvent, basic, createCredential, insertPlan, rows } from './consumption-test-kit';

const DEEP = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;

/** Decision 0013: the consumption API refuses deep nesting and NUL characters with 400, on the fast path and through Nest. */
describe('consumption API: hostile input', () => {
  let t: TestApp;
  let fastPath: ConsumptionFastPath;
  let colfactura: CreatedAppCredential;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    fastPath = t.app.get(ConsumptionFastPath);
    colfactura = await createCredential(t, 'colfactura');
    await insertPlan(t, { documentNumber: '700000123', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 100 }] });
    // The first 200 goes through the whole pipeline; the fast path answers from then on.
    await post(JSON.stringify(anEvent('700000123', 'COLFACTURA_DOCUMENTO'))).expect(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function post(body: string, path = '/license/api/consumption') {
    return t.http().post(path).set('Authorization', basic(colfactura)).set('Content-Type', 'application/json').send(body);
  }

  const cases: Array<[string, string, string, string | RegExp]> = [
    ['a NUL in the event id', '/license/api/consumption', 'nul', 'body.eventId'],
    ['a NUL in a batch event', '/license/api/consumption/batch', 'nul', 'body.events[0].eventId'],
    ['a key with a NUL', '/license/api/consumption', 'nul-key', 'body.event\\u0000Id'],
    ['a field nested 5,000 levels', '/license/api/consumption', 'deep', /^body\.eventId(\[0\]){31}$/],
  ];

  it.each(cases)('refuses %s with 400 on the fast path and through Nest, metering nothing', async (_what, path, kind, field) => {
    const event = anEvent('700000123', 'COLFACTURA_DOCUMENTO');
    const single = {
      nul: JSON.stringify({ ...event, eventId: 'evt-\u0000' }),
      'nul-key': JSON.stringify(event).replace('"eventId"', '"event\\u0000Id"'),
      deep: JSON.stringify({ ...event, eventId: 0 }).replace('"eventId":0', `"eventId":${DEEP}`),
    }[kind]!;
    const body = path.endsWith('batch') ? `{"events":[${single}]}` : single;
    const message = kind === 'deep' ? HostileInputMessage.tooDeep : HostileInputMessage.nulCharacter;
    for (const fast of [true, false]) {
      fastPath.enabled = fast;
      const before = fastPath.answered;
      try {
        const response = await post(body, path).expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          code: 'VALIDATION',
          statusMessage: message,
          errors: [{ field: typeof field === 'string' ? field : expect.stringMatching(field), message }],
        });
        expect(fastPath.answered - before).toBe(fast ? 1 : 0);
      } finally {
        fastPath.enabled = true;
      }
    }
    const [{ used }] = await rows<{ used: string }>(
      t,
      `select coalesce(sum(quantity), 0) as used from licensing.consumption_event where document_number = '700000123'`,
    );
    expect(Number(used)).toBe(1);
  });
});
