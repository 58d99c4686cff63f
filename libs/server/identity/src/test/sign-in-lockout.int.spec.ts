import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { createTestApp, redisAnswers, TEST_REDIS_URL as REDIS_URL, type TestApp } from '@lic/api-testing';
import { DEMO_PASSWORD, IdentityDemoSeeder } from '../infrastructure/seeders/identity-demo.seeder';

const LOCKED = 'Demasiados intentos fallidos para este usuario. Intenta de nuevo en 15 minutos.';

const signIn = (app: TestApp, UserName: string, Password: string) =>
  app.http().post('/api/Login/Authenticate').send({ UserName, Password, AppName: 'license' });

describe('identity: failed sign-ins slow down and lock the user name', () => {
  let t: TestApp;
  let clock: Clock;
  const start = Date.parse('2026-11-25T08:00:00Z');
  const at = (ms: number) => jest.spyOn(clock, 'now').mockReturnValue(new Date(start + ms));

  beforeAll(async () => {
    // The per-IP sign-in limit is out of the way: this is the per-account protection.
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000', REDIS_URL: '' } });
    await t.orm.seeder.seed(IdentityDemoSeeder);
    clock = t.app.get(CLOCK);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  it('answers alike for a real and an unknown user: a wait after 3 failures, a 15-minute lock after 10, even with the right password', async () => {
    const answers: Record<string, unknown>[] = [];
    for (const userName of ['consulta', 'nadie.existe']) {
      let now = 0;
      at(now);
      for (let failure = 1; failure <= 3; failure++) await signIn(t, userName, `Mala-clave-${failure}`).expect(401);
      const slowed = await signIn(t, userName, DEMO_PASSWORD).expect(429);
      expect(slowed.body).toEqual({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        statusMessage: 'Demasiados intentos fallidos para este usuario. Intenta de nuevo en 1 segundo.',
        errors: [],
      });
      expect(slowed.headers['retry-after']).toBe('1');
      for (let failure = 4; failure <= 10; failure++) {
        now += 2 * 60_000; // longer than any wait before the lock (64 s)
        at(now);
        await signIn(t, userName, `Mala-clave-${failure}`).expect(401);
      }
      now += 60_000;
      at(now);
      const locked = await signIn(t, userName, DEMO_PASSWORD).expect(429);
      expect(locked.headers['retry-after']).toBe(String(14 * 60));
      answers.push(locked.body);
      at(now - 60_000);
      expect((await signIn(t, userName, DEMO_PASSWORD).expect(429)).body.statusMessage).toBe(LOCKED);
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      statusMessage: expect.stringMatching(/^Demasiados intentos fallidos para este usuario\. Intenta de nuevo en 14 minutos\.$/),
    });
  });

  it('lets the right password in once the lock is over, and a success starts the count again', async () => {
    let now = 0;
    at(now);
    for (let failure = 1; failure <= 10; failure++) {
      await signIn(t, 'financiero', `Mala-clave-${failure}`).expect(401);
      now += 2 * 60_000;
      at(now);
    }
    now -= 2 * 60_000;
    at(now + 15 * 60_000 - 1000);
    await signIn(t, 'financiero', DEMO_PASSWORD).expect(429);
    at(now + 15 * 60_000);
    await signIn(t, 'financiero', DEMO_PASSWORD).expect(200);
    // Counted from zero again: two failures do not slow down.
    await signIn(t, 'financiero', 'Mala-clave-11').expect(401);
    await signIn(t, 'financiero', 'Mala-clave-12').expect(401);
    await signIn(t, 'financiero', DEMO_PASSWORD).expect(200);
  });

  it('counts attempts made at the same moment: parallel guesses cannot pass the slowdown', async () => {
    at(10 * 86_400_000);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(t, 'comercial', `Mala-clave-${i}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
  });
});

describe('identity: failed sign-ins counted in Redis, shared by two instances', () => {
  let available = false;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) return;
    const env = { LOGIN_RATE_LIMIT: '1000', REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:` };
    first = await createTestApp({ env });
    await first.orm.seeder.seed(IdentityDemoSeeder);
    second = await createTestApp({ env, replicaOf: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('slows down on one instance after failures made on the other', async () => {
    if (!available) return;
    for (let failure = 1; failure <= 3; failure++) await signIn(first, 'consulta', `Mala-clave-${failure}`).expect(401);
    const slowed = await signIn(second, 'consulta', DEMO_PASSWORD).expect(429);
    expect(slowed.body.statusMessage).toMatch(/^Demasiados intentos fallidos para este usuario\. Intenta de nuevo en 1 segundo\.$/);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await signIn(second, 'consulta', DEMO_PASSWORD).expect(200);
    await signIn(first, 'consulta', 'Mala-clave-4').expect(401);
  });
});
