import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { ConsumptionFastPath, EntitlementFastPath } from '@lic/server-licensing';
import { anEvent, basic, createCredential, insertPlan } from '@lic/server-licensing/testing';
import { CatalogueFastPath } from '@lic/server-storefront';
import type { ConsumptionEventRequest, CreatedAppCredential } from '@lic/shared-api-types';

/*
 * The answers given before Express (consumption single and batch, entitlements, the storefront catalogue)
 * against the Nest path, after a fresh start of the API: random sequences of requests with and without
 * Accept-Encoding, in random orders, give the same status, the same decoded body and the same headers, and
 * every answer's headers describe its own body (its Content-Encoding decodes it, its Content-Length is its
 * length, its ETag is that of its bytes, its encoding is one the request accepts). The fast paths once
 * repeated the Content-Encoding of the first answer they captured over plain JSON (decision 0039).
 */

jest.setTimeout(600_000);

/** What clients send: none, the usual ones, other casings, q-values, refusals, wildcards and unknown codings. */
const ACCEPT_ENCODINGS: (string | undefined)[] = [
  undefined,
  '',
  'identity',
  'gzip',
  'br',
  'deflate',
  'gzip, deflate, br, zstd',
  'GZIP',
  'Br',
  'gzip;q=0',
  'br;q=0, gzip;q=0.5',
  'gzip;q=0.2, br;q=0.8',
  'BR;Q=0.5, GZip;q=1',
  'identity;q=1, *;q=0',
  '*',
  'x-unknown',
];

type EventKind = 'accepted' | 'duplicate' | 'insufficient' | 'unknown-feature' | 'unknown-company';
type Step =
  | { path: 'single'; acceptEncoding: string | undefined; nestFirst: boolean; event: EventKind }
  | { path: 'batch'; acceptEncoding: string | undefined; nestFirst: boolean; events: EventKind[] }
  | { path: 'entitlement'; acceptEncoding: string | undefined; nestFirst: boolean; known: boolean }
  | { path: 'catalogue'; acceptEncoding: string | undefined; nestFirst: boolean };

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ by nature or are checked against the answer's own body instead of the other answer's. */
const OWN = new Set([
  'date',
  'x-request-id',
  'etag',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'vary',
]);

const UNLIMITED = '730000001';
const EXHAUSTED = '730000002';
const ENTITLED = '730000003';
const FEATURE = 'COLFACTURA_DOCUMENTO';

describe('fast paths against the Nest path after a fresh start (decision 0039)', () => {
  let base: TestApp;
  let credential: CreatedAppCredential;
  const duplicates: ConsumptionEventRequest[] = [];
  const answeredByFastPath = { consumption: 0, entitlement: 0, catalogue: 0 };
  let run = 0;

  beforeAll(async () => {
    base = await createTestApp({ seed: true });
    credential = await createCredential(base, 'colfactura');
    await insertPlan(base, { documentNumber: UNLIMITED, balances: [{ code: FEATURE, total: 0, unlimited: true }] });
    await insertPlan(base, { documentNumber: EXHAUSTED, balances: [{ code: FEATURE, total: 1, used: 1 }] });
    await insertPlan(base, { documentNumber: ENTITLED, balances: [{ code: FEATURE, total: 20, used: 2 }] });
    // Events already kept: sent again with the same body, they answer DUPLICATE.
    for (let i = 0; i < 5; i++) duplicates.push(anEvent(UNLIMITED, FEATURE, { eventId: `repetido-${i}` }));
    const kept = await base
      .http()
      .post('/license/api/consumption/batch')
      .set('Authorization', basic(credential))
      .send({ events: duplicates });
    expect(kept.status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await base?.close();
  });

  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      path: fc.constant('single' as const),
      acceptEncoding: fc.constantFrom(...ACCEPT_ENCODINGS),
      nestFirst: fc.boolean(),
      event: fc.constantFrom<EventKind>('accepted', 'duplicate', 'insufficient', 'unknown-feature', 'unknown-company'),
    }),
    fc.record({
      path: fc.constant('batch' as const),
      acceptEncoding: fc.constantFrom(...ACCEPT_ENCODINGS),
      nestFirst: fc.boolean(),
      events: fc.array(fc.constantFrom<EventKind>('accepted', 'duplicate', 'insufficient', 'unknown-feature', 'unknown-company'), {
        minLength: 1,
        maxLength: 40,
      }),
    }),
    fc.record({
      path: fc.constant('entitlement' as const),
      acceptEncoding: fc.constantFrom(...ACCEPT_ENCODINGS),
      nestFirst: fc.boolean(),
      known: fc.boolean(),
    }),
    fc.record({ path: fc.constant('catalogue' as const), acceptEncoding: fc.constantFrom(...ACCEPT_ENCODINGS), nestFirst: fc.boolean() }),
  );

  it('gives the same status, decoded body and headers as Nest, each answer describing its own body', async () => {
    // The defect as it was found: the first consumption answer after the start is a compressed batch.
    const found: Step[] = [
      { path: 'batch', acceptEncoding: 'gzip', nestFirst: false, events: Array<EventKind>(25).fill('accepted') },
      { path: 'single', acceptEncoding: undefined, nestFirst: false, event: 'accepted' },
      { path: 'batch', acceptEncoding: undefined, nestFirst: true, events: Array<EventKind>(25).fill('duplicate') },
      { path: 'entitlement', acceptEncoding: 'br', nestFirst: false, known: true },
      { path: 'catalogue', acceptEncoding: 'gzip, deflate, br, zstd', nestFirst: true },
      { path: 'catalogue', acceptEncoding: undefined, nestFirst: false },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(step, { minLength: 3, maxLength: 10 }),
        fc.array(step, { minLength: 8, maxLength: 8 }),
        async (steps, tail) => {
          await onAFreshApi([...steps, ...covering(tail)]);
        },
      ),
      { numRuns: 10, examples: [[found, []]], endOnFailure: true },
    );
    // Every fast path answered some of them (a differential test where one side never runs proves nothing).
    expect(answeredByFastPath.consumption).toBeGreaterThan(0);
    expect(answeredByFastPath.entitlement).toBeGreaterThan(0);
    expect(answeredByFastPath.catalogue).toBeGreaterThan(0);
  });

  /**
   * After the random start, two calls of each path, each through the fast path first (its first 200 taken
   * through the pipeline, the second answered by the fast path), so that every run compares answers of each.
   */
  function covering(random: Step[]): Step[] {
    const pick = (i: number) => ({ acceptEncoding: random[i]?.acceptEncoding, nestFirst: false });
    return [
      { path: 'entitlement', ...pick(0), known: true },
      { path: 'entitlement', ...pick(1), known: true },
      { path: 'catalogue', ...pick(2) },
      { path: 'catalogue', ...pick(3) },
      { path: 'catalogue', ...pick(4) },
      { path: 'single', ...pick(5), event: 'accepted' },
      { path: 'single', ...pick(6), event: 'duplicate' },
      { path: 'batch', ...pick(7), events: Array<EventKind>(20).fill('accepted') },
    ];
  }

  /** A new API process state (caches, captured headers) on the same database, listening on a port of its own. */
  async function onAFreshApi(steps: Step[]): Promise<void> {
    run++;
    const t = await createTestApp({ replicaOf: base });
    try {
      await t.app.listen(0, '127.0.0.1');
      const port = (t.app.getHttpServer().address() as AddressInfo).port;
      const fastPaths = {
        consumption: t.app.get(ConsumptionFastPath),
        entitlement: t.app.get(EntitlementFastPath),
        catalogue: t.app.get(CatalogueFastPath),
      };
      for (const [i, s] of steps.entries()) {
        const sides = s.nestFirst ? (['nest', 'fast'] as const) : (['fast', 'nest'] as const);
        const answers: Partial<Record<'nest' | 'fast', RawAnswer>> = {};
        for (const side of sides) {
          const fastPath = s.path === 'single' || s.path === 'batch' ? fastPaths.consumption : fastPaths[s.path];
          fastPath.enabled = side === 'fast';
          try {
            answers[side] = await send(port, s, `r${run}-${i}-${side === 'fast' ? 'f' : 'n'}`);
          } finally {
            fastPath.enabled = true;
          }
        }
        compare(s, answers.fast!, answers.nest!);
      }
      answeredByFastPath.consumption += fastPaths.consumption.answered;
      answeredByFastPath.entitlement += fastPaths.entitlement.answered;
      answeredByFastPath.catalogue += fastPaths.catalogue.answered;
    } finally {
      await t.close();
    }
  }

  function eventOf(kind: EventKind, id: string, position: number): ConsumptionEventRequest {
    switch (kind) {
      case 'accepted':
        return anEvent(UNLIMITED, FEATURE, { eventId: `${id}-${position}`, occurredAt: '2026-11-01T10:00:00.000Z' });
      case 'duplicate':
        return duplicates[position % duplicates.length];
      case 'insufficient':
        return anEvent(EXHAUSTED, FEATURE, { eventId: `${id}-${position}`, occurredAt: '2026-11-01T10:00:00.000Z' });
      case 'unknown-feature':
        return anEvent(UNLIMITED, 'COLFACTURA_NADA', { eventId: `${id}-${position}`, occurredAt: '2026-11-01T10:00:00.000Z' });
      case 'unknown-company':
        return anEvent('739999999', FEATURE, { eventId: `${id}-${position}`, occurredAt: '2026-11-01T10:00:00.000Z' });
    }
  }

  function send(port: number, s: Step, id: string): Promise<RawAnswer> {
    const headers: Record<string, string> = {};
    if (s.acceptEncoding !== undefined) headers['Accept-Encoding'] = s.acceptEncoding;
    if (s.path === 'catalogue') return raw(port, 'GET', '/license/api/package/GetPackagesByServiceName/colfactura', headers);
    headers.Authorization = basic(credential);
    if (s.path === 'entitlement') {
      const query = new URLSearchParams({
        documentType: '4',
        documentNumber: ENTITLED,
        featureCode: s.known ? FEATURE : 'COLFACTURA_NADA',
      });
      return raw(port, 'GET', `/license/api/entitlements?${query.toString()}`, headers);
    }
    const body = s.path === 'single' ? eventOf(s.event, id, 0) : { events: s.events.map((kind, j) => eventOf(kind, id, j)) };
    headers['Content-Type'] = 'application/json';
    return raw(port, 'POST', s.path === 'single' ? '/license/api/consumption' : '/license/api/consumption/batch', headers, body);
  }
});

/** One request on its own connection, the answer's bytes as they came over the wire. */
function raw(port: number, method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload ? { ...headers, 'Content-Length': String(payload.length) } : headers,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The encodings a request accepts with a weight above zero (identity unless refused, RFC 9110 §12.5.3). */
function accepts(acceptEncoding: string | undefined, encoding: string): boolean {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return encoding === 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = weights.get(encoding) ?? weights.get('*') ?? (encoding === 'identity' ? 1 : 0);
  return weight > 0;
}

/** The answer's bytes decoded by the encoding its own headers declare; fails when they do not decode. */
function decoded(answer: RawAnswer, side: string, s: Step): Buffer {
  const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
  const where = `${side} ${s.path} (Accept-Encoding ${JSON.stringify(s.acceptEncoding)})`;
  if (answer.headers['content-length'] !== undefined && Number(answer.headers['content-length']) !== answer.body.length) {
    throw new Error(`${where}: Content-Length ${answer.headers['content-length']} over ${answer.body.length} bytes`);
  }
  if (!accepts(s.acceptEncoding, encoding)) throw new Error(`${where}: Content-Encoding ${encoding}, which the request does not accept`);
  try {
    if (encoding === 'identity') return answer.body;
    if (encoding === 'gzip') return gunzipSync(answer.body);
    if (encoding === 'br') return brotliDecompressSync(answer.body);
    if (encoding === 'deflate') return inflateSync(answer.body);
  } catch (error) {
    throw new Error(`${where}: the body does not decode as its Content-Encoding ${encoding} says (${(error as Error).message})`);
  }
  throw new Error(`${where}: unknown Content-Encoding ${encoding}`);
}

/** The ETag the route gives these plain bytes in this encoding: Express's weak one, or the catalogue's per encoding. */
function expectedEtag(s: Step, plain: Buffer, encoding: string): string {
  if (s.path === 'catalogue') {
    const strong = `"${createHash('sha1').update(plain).digest('base64url')}"`;
    return encoding === 'br' || encoding === 'gzip' ? `${strong.slice(0, -1)}-${encoding}"` : strong;
  }
  return `W/"${plain.length.toString(16)}-${createHash('sha1').update(plain).digest('base64').substring(0, 27)}"`;
}

function varyTokens(answer: RawAnswer): string[] {
  const vary = answer.headers.vary;
  return [
    ...new Set(
      String(vary ?? '')
        .split(',')
        .map((token) => token.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort();
}

function compare(s: Step, fast: RawAnswer, nest: RawAnswer): void {
  const what = `${s.path} (Accept-Encoding ${JSON.stringify(s.acceptEncoding)})`;
  const fastPlain = decoded(fast, 'fast path', s);
  const nestPlain = decoded(nest, 'Nest', s);
  for (const [side, answer, plain] of [
    ['fast path', fast, fastPlain],
    ['Nest', nest, nestPlain],
  ] as const) {
    const encoding = String(answer.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (answer.status !== 304)
      expect({ what: `${side} ${what}`, etag: answer.headers.etag }).toEqual({
        what: `${side} ${what}`,
        etag: expectedEtag(s, plain, encoding),
      });
  }
  expect({ what, status: fast.status }).toEqual({ what, status: nest.status });
  // Mirrored requests differ only in their event ids' last letter (f: fast path, n: Nest).
  const normalised = (plain: Buffer) => plain.toString('utf8').replace(/(r\d+-\d+)-[fn](-\d+)/g, '$1-x$2');
  expect({ what, body: normalised(fastPlain) }).toEqual({ what, body: normalised(nestPlain) });
  expect({ what, vary: varyTokens(fast) }).toEqual({ what, vary: varyTokens(nest) });
  const others = (answer: RawAnswer) => Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !OWN.has(name)));
  expect({ what, headers: others(fast) }).toEqual({ what, headers: others(nest) });
}
