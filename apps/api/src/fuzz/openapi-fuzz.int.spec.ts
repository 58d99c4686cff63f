import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { HostileInputMessage } from '@lic/server-kernel';
import { CREDENTIAL_CASES, HEADER_CASES, generatedHeaderCases, headerCasesFor, type HeaderCase } from './hostile-headers';
import {
  DEEP_OBJECT,
  fixedRequestsFor,
  generatedRequestsFor,
  operationsOf,
  sampleOf,
  type HostileRequest,
  type OpenApiDocument,
  type Operation,
} from './hostile-requests';
import { sendRaw, type RawRequest } from './raw-http-client';

/** Generated requests per operation and caller; with the fixed ones, about 6,800 requests in all (about a minute). */
const RUNS = 10;
const SEED = 20_261_125;
/** Generated header sets per operation (each operation its own seed) and per route outside the API. */
const HEADER_RUNS = 6;
const ROUTE_HEADER_RUNS = 20;
/** Requests in flight at once while the header cases run. */
const IN_FLIGHT = 6;

/** Routes outside docs/openapi.json: the two SPAs' pages and files, robots, metrics, the API's own docs, the session socket. */
const NON_API_ROUTES: Array<{ method: string; target: string }> = [
  { method: 'GET', target: '/' },
  { method: 'HEAD', target: '/' },
  { method: 'GET', target: '/admin' },
  { method: 'GET', target: '/admin/license/payments' },
  { method: 'GET', target: '/registerPurchaseOrder/statusOrder/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', target: '/license/viewOffers/colfactura' },
  { method: 'GET', target: '/license/reports/reportView?reportId=1' },
  { method: 'GET', target: '/assets/app.js' },
  { method: 'GET', target: '/robots.txt' },
  { method: 'GET', target: '/metrics' },
  { method: 'GET', target: '/api/docs' },
  { method: 'GET', target: '/api/docs-json' },
  { method: 'GET', target: '/socket.io/?EIO=4&transport=polling' },
  { method: 'POST', target: '/no/such/route' },
];

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
 * token and with a SUPERADMIN token (an app credential for the consumption API). Then hostile headers
 * and credentials, written byte for byte over a socket, on every operation and on the routes outside the
 * document (docs/security/input-limits.md, "Headers and credentials").
 */
describe('hostile input on every operation of docs/openapi.json', () => {
  const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenApiDocument;
  const operations = operationsOf(document);
  let t: TestApp;
  let port: number;
  let origin: string;
  let staticDir: string;
  let callers: Array<{ name: string; authorization?: string; basic: boolean }>;

  beforeAll(async () => {
    // Built pages of both SPAs (a page and a file each), so their routes answer as in production, not "not built".
    staticDir = mkdtempSync(path.join(tmpdir(), 'lic-fuzz-'));
    for (const app of ['storefront', 'backoffice']) {
      mkdirSync(path.join(staticDir, app, 'assets'), { recursive: true });
      writeFileSync(
        path.join(staticDir, app, 'index.html'),
        '<!doctype html><html lang="es"><head><title>Tienda</title></head><body></body></html>',
      );
      writeFileSync(path.join(staticDir, app, 'assets', 'app.js'), `console.log(${JSON.stringify(app)});`.repeat(100));
    }
    t = await createTestApp({ seed: true, env: { RATE_LIMIT_PER_MINUTE: '10000000', STATIC_DIR: staticDir } });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
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
    if (staticDir) rmSync(staticDir, { recursive: true, force: true });
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
  /** Runs the requests a few at a time and keeps every answer of 5xx (or none at all). */
  async function rawFindings(requests: Array<{ label: string; request: RawRequest }>): Promise<Finding[]> {
    const found: Finding[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const { label, request } = requests[next++];
        const answer = await sendRaw(port, request);
        if (answer.status >= 500 || answer.status <= 0) {
          found.push({
            operation: `${request.method} ${request.target.slice(0, 120)}`,
            what: label,
            caller: 'raw',
            status: answer.status,
            url: request.target.slice(0, 200),
            sent: JSON.stringify(request.headers.map(([name, value]) => [name, value?.slice(0, 80) ?? null])),
            body: answer.head,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return found;
  }

  /** The request of a header case: the operation's privileged caller and sample body, then the case's headers over them. */
  function withCase(
    method: string,
    target: string,
    defaults: Array<[string, string]>,
    body: string | undefined,
    header: HeaderCase,
  ): RawRequest {
    const replaced = new Set(header.headers.map(([name]) => name.toLowerCase()));
    return {
      method,
      target,
      headers: [...defaults.filter(([name]) => !replaced.has(name.toLowerCase())), ...header.headers],
      body,
    };
  }

  it('never answers 5xx to hostile headers and credentials (Host, Authorization Basic and Bearer, X-Forwarded-For, Content-Type, Accept-Encoding) on every route, API or not', async () => {
    const requests: Array<{ label: string; request: RawRequest }> = [];
    const sent = new Set<string>();
    const superadmin = callers.find((caller) => caller.name === 'SUPERADMIN')?.authorization ?? '';
    const app = callers.find((caller) => caller.basic)?.authorization ?? '';
    operations.forEach((op, index) => {
      const target = op.path.replace(/\{[^}]+\}/g, '1');
      const authorization = op.security === 'basic' ? app : op.security === 'bearer' ? superadmin : null;
      const body = op.body ? JSON.stringify(sampleOf(op.body)) : undefined;
      const defaults: Array<[string, string]> = [
        ...(authorization ? [['Authorization', authorization] as [string, string]] : []),
        ...(body === undefined ? [] : [['Content-Type', 'application/json'] as [string, string]]),
      ];
      const generated = fc.sample(generatedHeaderCases, { seed: SEED + index, numRuns: HEADER_RUNS });
      for (const header of [...headerCasesFor({ security: op.security, hasBody: body !== undefined }, index), ...generated]) {
        requests.push({ label: header.what, request: withCase(op.method, target, defaults, body, header) });
        sent.add(header.what);
      }
    });
    NON_API_ROUTES.forEach((route, index) => {
      const generated = fc.sample(generatedHeaderCases, { seed: SEED - index, numRuns: ROUTE_HEADER_RUNS });
      const body = route.method === 'POST' ? '{}' : undefined;
      for (const header of [...HEADER_CASES, ...CREDENTIAL_CASES, ...generated]) {
        requests.push({ label: header.what, request: withCase(route.method, route.target, [], body, header) });
      }
    });
    // The operations of the document between them send every fixed case; the routes outside it get them all.
    expect([...HEADER_CASES, ...CREDENTIAL_CASES].filter((header) => !sent.has(header.what))).toEqual([]);
    const found = await rawFindings(requests);
    expect(found).toEqual([]);
    const health = await fetch(`${origin}/api/health`);
    expect(health.status).toBe(200);
    expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
  }, 600_000);

  it('answers a NUL in a Basic client id with 401 and Host: __proto__ or constructor with the license brand, on the API, health and the SPA', async () => {
    const nul = `Basic ${Buffer.from('colfactura\u0000demo:demo-colfactura-secret-2026').toString('base64')}`;
    for (const target of ['/license/api/consumption', '/license/api/entitlements?companyDocumentNumber=900123456']) {
      const method = target.endsWith('consumption') ? 'POST' : 'GET';
      const answer = await sendRaw(port, {
        method,
        target,
        headers: [
          ['Authorization', nul],
          ['Content-Type', 'application/json'],
        ],
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(`${target} ${answer.status}`).toBe(`${target} 401`);
    }
    const wrong: string[] = [];
    for (const host of ['__proto__', 'constructor', '__proto__:3000', 'constructor.localhost']) {
      for (const target of ['/api/health', '/', '/license/api/parameter/GetAllDocumentTypes']) {
        const answer = await sendRaw(port, { method: 'GET', target, headers: [['Host', host]] });
        if (answer.status >= 500 || answer.status <= 0 || !/\r\nx-app-name: license\r\n/i.test(answer.head)) {
          wrong.push(`${host} ${target}: ${answer.head.slice(0, 200)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
