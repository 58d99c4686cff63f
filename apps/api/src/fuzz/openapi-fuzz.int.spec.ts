import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { HostileInputMessage } from '@lic/server-kernel';
import {
  DEEP_OBJECT,
  fixedRequestsFor,
  generatedRequestsFor,
  operationsOf,
  type HostileRequest,
  type OpenApiDocument,
  type Operation,
} from './hostile-requests';

/** Generated requests per operation and caller; with the fixed ones, about 6,800 requests in all (about a minute). */
const RUNS = 10;
const SEED = 20_261_125;

interface Finding {
  operation: string;
  what: string;
  caller: string;
  status: number;
  url: string;
  sent: string;
  body: string;
}

/**
 * Every operation of docs/openapi.json, called with hostile input (design.md §3: never a 500 for bad
 * input): fixed cases (5,000-deep nesting, NUL, 100k characters, prototype keys, wrong shapes, hostile
 * path parameters, query and headers) and fast-check generated ones with a fixed seed, each without a
 * token and with a SUPERADMIN token (an app credential for the consumption API).
 */
describe('hostile input on every operation of docs/openapi.json', () => {
  const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenApiDocument;
  const operations = operationsOf(document);
  let t: TestApp;
  let origin: string;
  let callers: Array<{ name: string; authorization?: string; basic: boolean }>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { RATE_LIMIT_PER_MINUTE: '10000000' } });
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const superadmin = `Bearer ${await t.staffToken(['SUPERADMIN'], 'superadmin')}`;
    const customer = `Bearer ${await t.customerToken('4', '900123456', 'cliente')}`;
    const app = `Basic ${Buffer.from('colfactura-demo:demo-colfactura-secret-2026').toString('base64')}`;
    callers = [
      { name: 'anonymous', basic: false },
      { name: 'SUPERADMIN', authorization: superadmin, basic: false },
      { name: 'customer', authorization: customer, basic: false },
      { name: 'app credential', authorization: app, basic: true },
    ];
  });
  afterAll(async () => {
    await t?.close();
  });

  async function send(request: HostileRequest, authorization?: string): Promise<{ status: number; text: string }> {
    const response = await fetch(`${origin}${request.url}`, {
      method: request.method,
      headers: { ...request.headers, ...(authorization ? { Authorization: authorization } : {}) },
      body: request.body,
      redirect: 'manual',
    });
    return { status: response.status, text: await response.text() };
  }

  async function findings(op: Operation, requests: HostileRequest[]): Promise<Finding[]> {
    const found: Finding[] = [];
    for (const caller of callers) {
      // The app credential is the privileged caller of the consumption API only.
      if (caller.basic !== (op.security === 'basic')) continue;
      for (const request of requests) {
        let answer: { status: number; text: string };
        try {
          answer = await send(request, caller.authorization);
        } catch (error) {
          answer = { status: 599, text: `no answer: ${error instanceof Error ? error.message : String(error)}` };
        }
        if (answer.status >= 500) {
          found.push({
            operation: `${op.method} ${op.path}`,
            what: request.what,
            caller: caller.name,
            status: answer.status,
            url: request.url.slice(0, 200),
            sent: (request.body ?? '').slice(0, 200),
            body: answer.text.slice(0, 300),
          });
        }
      }
    }
    return found;
  }

  it('reads every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((op) => op.body !== null).length).toBeGreaterThan(50);
  });

  it('answers a body nested 5,000 levels with 400 and the error envelope on every operation that takes one', async () => {
    const wrong: string[] = [];
    for (const op of operations.filter((one) => one.body !== null)) {
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const response = await fetch(`${origin}${url}`, {
        method: op.method,
        headers: { 'Content-Type': 'application/json' },
        body: DEEP_OBJECT,
      });
      const body = (await response.json().catch(() => null)) as { code?: string; statusMessage?: string } | null;
      if (response.status !== 400 || body?.code !== 'VALIDATION' || body.statusMessage !== HostileInputMessage.tooDeep) {
        wrong.push(`${op.method} ${op.path}: ${response.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a NUL character in a text with 400 and the error envelope, in a body, a query and a path', async () => {
    const bodyAnswer = await t
      .http()
      .post('/api/Login/Authenticate')
      .set('Content-Type', 'application/json')
      .send('{"UserName":"super\\u0000admin","Password":"x"}')
      .expect(400);
    expect(bodyAnswer.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION',
      statusMessage: HostileInputMessage.nulCharacter,
      errors: [{ field: 'body.UserName', message: HostileInputMessage.nulCharacter }],
    });
    const query = await t.http().get('/license/api/address/suggestions?q=calle%00').expect(400);
    expect(query.body.statusMessage).toBe(HostileInputMessage.nulCharacter);
    const path = await t.http().get('/license/api/Package/GetOfferImage/a%00b').expect(400);
    expect(path.body.statusMessage).toBe(HostileInputMessage.nulCharacter);
    const key = await t
      .http()
      .post('/api/Login/Authenticate')
      .set('Content-Type', 'application/json')
      .send('{"User\\u0000Name":"a"}')
      .expect(400);
    expect(key.body.statusMessage).toBe(HostileInputMessage.nulCharacter);
    const form = await t.http().post('/payment/confirmation/sandbox').type('form').send('x_ref_payco=a%00b').expect(400);
    expect(form.body.statusMessage).toBe(HostileInputMessage.nulCharacter);
  });

  it('never answers 5xx to the fixed and generated hostile requests, and stays healthy', async () => {
    const all: Finding[] = [];
    for (const op of operations) {
      const generated = fc.sample(generatedRequestsFor(op), { seed: SEED, numRuns: RUNS });
      all.push(...(await findings(op, [...fixedRequestsFor(op), ...generated])));
    }
    expect(all).toEqual([]);
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
  }, 300_000);
});
