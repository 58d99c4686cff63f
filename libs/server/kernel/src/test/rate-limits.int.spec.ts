import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { createTestApp, redisAnswers, TEST_REDIS_URL as REDIS_URL, type TestApp } from '@lic/api-testing';

const TOO_MANY = {
  statusCode: 429,
  code: 'TOO_MANY_REQUESTS',
  statusMessage: 'Has realizado demasiadas solicitudes. Por favor intenta más tarde.',
  errors: [],
};

/** A failed sign-in under a new user name each time, so only the per-IP bucket counts (not the per-account one). */
const signIn = (app: TestApp, forwardedFor?: string) => {
  const call = app
    .http()
    .post('/api/Login/Authenticate')
    .send({ UserName: `nadie-${randomUUID()}`, Password: 'Mala-clave-1', AppName: 'license' });
  return forwardedFor ? call.set('X-Forwarded-For', forwardedFor) : call;
};

async function expectLimited(call: Promise<{ status: number; body: unknown; headers: Record<string, string> }>): Promise<void> {
  const answer = await call;
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual(TOO_MANY);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

describe('rate limits (@nestjs/throttler) and TRUST_PROXY', () => {
  let trusting: TestApp;
  let untrusting: TestApp;
  let unconfigured: TestApp;

  beforeAll(async () => {
    const limits = {
      REDIS_URL: '',
      LOGIN_RATE_LIMIT: '2',
      REFRESH_RATE_LIMIT: '2',
      DECODE_PARAMETER_RATE_LIMIT: '2',
      PAYMENT_CONFIRMATION_RATE_LIMIT: '2',
      UPLOAD_RATE_LIMIT: '2',
    };
    // TRUST_PROXY unset (the default in every environment): no forwarded header is believed.
    delete process.env.TRUST_PROXY;
    unconfigured = await createTestApp({ env: limits });
    // One proxy in front (nginx of docker/compose.yml): the last X-Forwarded-For entry is the client.
    trusting = await createTestApp({ env: { ...limits, TRUST_PROXY: '1' } });
    // The connection comes from 127.0.0.1, which this list does not trust: the header is ignored.
    untrusting = await createTestApp({ env: { ...limits, TRUST_PROXY: '10.0.0.0/8' }, replicaOf: trusting });
  });
  afterAll(async () => {
    await unconfigured?.close();
    await untrusting?.close();
    await trusting?.close();
  });

  it('behind a trusted proxy, two clients of X-Forwarded-For get a bucket each', async () => {
    await signIn(trusting, '203.0.113.10').expect(401);
    await signIn(trusting, '203.0.113.10').expect(401);
    await expectLimited(signIn(trusting, '203.0.113.10'));
    await signIn(trusting, '203.0.113.11').expect(401);
  });

  it("entries a client adds before the proxy's own do not open new buckets", async () => {
    await signIn(trusting, '198.51.100.1, 203.0.113.20').expect(401);
    await signIn(trusting, '198.51.100.2, 203.0.113.20').expect(401);
    await expectLimited(signIn(trusting, '198.51.100.3, 203.0.113.20'));
  });

  it('from an untrusted address the header is ignored: everyone shares the address of the connection', async () => {
    await signIn(untrusting, '203.0.113.30').expect(401);
    await signIn(untrusting, '203.0.113.31').expect(401);
    await expectLimited(signIn(untrusting, '203.0.113.32'));
  });

  it('without TRUST_PROXY, a local client rotating X-Forwarded-For stays in the bucket of its own address', async () => {
    await signIn(unconfigured, '203.0.113.60').expect(401);
    await signIn(unconfigured, '198.51.100.61').expect(401);
    await expectLimited(signIn(unconfigured, '192.0.2.62'));
    await expectLimited(signIn(unconfigured, '203.0.113.63, 127.0.0.1'));
    await expectLimited(signIn(unconfigured));
  });

  it('RefreshToken, DecodeParameter, payment confirmations and uploads have buckets of their own', async () => {
    const client = '203.0.113.40';
    const routes = [
      () =>
        trusting
          .http()
          .post('/api/Login/RefreshToken')
          .send({ RefreshToken: 'x'.repeat(43), UserName: 'cliente' }),
      () => trusting.http().post('/api/Login/DecodeParameter').send({ parameter: 'abc' }),
      () => trusting.http().post('/payment/confirmation/sandbox').send({ x_ref_payco: '1' }),
      () => trusting.http().post('/license/api/purchaseorderlicense/uploadPaymentSupport').send({}),
    ];
    for (const route of routes) {
      for (let i = 0; i < 2; i++) expect((await route().set('X-Forwarded-For', client)).status).not.toBe(429);
      await expectLimited(route().set('X-Forwarded-For', client));
    }
    // None of them touched the sign-in bucket of that client.
    await signIn(trusting, client).expect(401);
  });
});

describe('rate limits in Redis (REDIS_URL), shared by two API instances', () => {
  let available = false;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      process.stdout.write(`Redis no responde en ${REDIS_URL}: se omite la prueba de límites compartidos.\n`);
      return;
    }
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:`, LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' };
    first = await createTestApp({ env });
    second = await createTestApp({ env, replicaOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('counts the attempts of one client on both instances together', async () => {
    if (!available) return;
    await signIn(first, '203.0.113.50').expect(401);
    await signIn(second, '203.0.113.50').expect(401);
    await signIn(first, '203.0.113.50').expect(401);
    await expectLimited(signIn(second, '203.0.113.50'));
    await expectLimited(signIn(first, '203.0.113.50'));
    await signIn(second, '203.0.113.51').expect(401);
  });
});
