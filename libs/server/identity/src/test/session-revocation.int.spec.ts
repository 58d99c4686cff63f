import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { createTestApp, redisAnswers, TEST_REDIS_URL as REDIS_URL, type TestApp } from '@lic/api-testing';
import { DEMO_PASSWORD, IdentityDemoSeeder } from '../infrastructure/seeders/identity-demo.seeder';
import { SESSION_CHANNEL_PATH } from '../interface/session.gateway';

const CACHE_SECOND = 1100;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two API instances on one database: the revocation list is Redis (with REDIS_URL) or PostgreSQL.
describe.each([
  { store: 'PostgreSQL', redis: false },
  { store: 'Redis', redis: true },
])('revoked sessions end at once on every instance ($store list)', ({ redis }) => {
  let skip = false;
  let first: TestApp;
  let second: TestApp;
  let origin: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    if (redis && !(await redisAnswers())) {
      skip = true;
      process.stdout.write(`Redis no responde en ${REDIS_URL}: se omite la lista en Redis.\n`);
      return;
    }
    const env: Record<string, string> = {
      LOGIN_RATE_LIMIT: '1000',
      REDIS_KEY_PREFIX: `test-${randomUUID()}:`,
      REDIS_URL: redis ? REDIS_URL : '',
    };
    first = await createTestApp({ env });
    await first.orm.seeder.seed(IdentityDemoSeeder);
    second = await createTestApp({ env, replicaOf: first });
    await first.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(first.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.close();
    await first?.close();
  });

  const signIn = async (UserName: string) =>
    (await first.http().post('/api/Login/Authenticate').send({ UserName, Password: DEMO_PASSWORD, AppName: 'license' }).expect(200)).body
      .result as { token: string; refreshToken: string };

  /** An authenticated call: 200 while the session lives, 401 once revoked. */
  const probe = (app: TestApp, token: string) =>
    app.http().get('/api/user/GetUserByNameId').set('Authorization', `Bearer ${token}`).set('iduser', 'superadmin');

  const connect = async (token: string) => {
    const socket = io(origin, {
      path: SESSION_CHANNEL_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token },
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };

  const disconnectedByServer = (socket: Socket) =>
    new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('still connected'), 5000);
      socket.once('disconnect', (reason) => {
        clearTimeout(timer);
        resolve(reason);
      });
    });

  it('sign-out (RevokeToken): the access token answers 401 at once here and within a second on the other instance, and its socket is closed', async () => {
    if (skip) return;
    const session = await signIn('consulta');
    const other = await signIn('consulta');
    await probe(first, session.token).expect(200);
    await probe(second, session.token).expect(200); // the other instance now holds "not revoked" in its cache
    const socket = await connect(session.token);
    const otherSocket = await connect(other.token);
    const closed = disconnectedByServer(socket);

    await second.http().put('/api/login/RevokeToken').send({ UserName: 'consulta', RefreshToken: session.refreshToken }).expect(200);

    const refused = await probe(second, session.token).expect(401);
    expect(refused.body).toEqual({
      statusCode: 401,
      code: 'ACCESS.SESSION_REVOKED',
      statusMessage: 'Debes iniciar sesión para realizar esta acción.',
      errors: [],
    });
    await pause(CACHE_SECOND);
    await probe(first, session.token).expect(401);
    if (redis) expect(await closed).toBe('io server disconnect');
    const [{ count }] = await first.orm.em
      .fork()
      .getConnection()
      .execute<{ count: string }[]>('select count(*) from kernel.revoked_session');
    expect(Number(count) > 0).toBe(!redis);
    // Another sign-in of the same user is another session: it goes on.
    await probe(first, other.token).expect(200);
    expect(otherSocket.connected).toBe(true);
  });

  it('sign-out on the instance that holds the socket closes it at once', async () => {
    if (skip) return;
    const session = await signIn('consulta');
    const socket = await connect(session.token);
    const closed = disconnectedByServer(socket);
    await first.http().put('/api/login/RevokeToken').send({ UserName: 'consulta', RefreshToken: session.refreshToken }).expect(200);
    expect(await closed).toBe('io server disconnect');
    await probe(first, session.token).expect(401);
    // A revoked token cannot open the channel again.
    const retry = io(origin, {
      path: SESSION_CHANNEL_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: session.token },
    });
    sockets.push(retry);
    await expect(
      new Promise<string>((resolve, reject) => {
        retry.once('connect', () => reject(new Error('accepted')));
        retry.once('connect_error', (error) => resolve(error.message));
      }),
    ).resolves.toBe('No autorizado.');
  });

  it('RevokeSessions: every session of the user answers 401 on both instances; the socket is told, then closed', async () => {
    if (skip) return;
    const one = await signIn('financiero');
    const two = await signIn('financiero');
    const refreshed = (
      await first.http().post('/api/Login/RefreshToken').send({ RefreshToken: two.refreshToken, UserName: 'financiero' }).expect(200)
    ).body.result as { token: string };
    for (const token of [one.token, two.token, refreshed.token]) await probe(second, token).expect(200);
    const socket = await connect(one.token);
    const told = new Promise<{ message: string }>((resolve) => socket.once('ReceiveSessionStatus', resolve));
    const closed = disconnectedByServer(socket);

    const admin = await signIn('superadmin');
    await first
      .http()
      .post('/api/user/RevokeSessions')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ UserName: 'financiero' })
      .expect(200);

    for (const token of [one.token, two.token, refreshed.token]) await probe(first, token).expect(401);
    await pause(CACHE_SECOND);
    for (const token of [one.token, two.token, refreshed.token]) await probe(second, token).expect(401);
    // Without a shared socket adapter the push reaches only the sockets of the instance whose relay
    // publishes the event (users-and-sessions.int.spec.ts covers one instance).
    if (redis) {
      expect(await told).toEqual({ message: 'Tu sesión ha sido cerrada por un administrador.' });
      expect(await closed).toBe('io server disconnect');
    }
    await probe(second, admin.token).expect(200);
  });

  it('a reused (stolen) refresh token ends the access tokens of its family too', async () => {
    if (skip) return;
    const session = await signIn('consulta');
    const rotated = (
      await first.http().post('/api/Login/RefreshToken').send({ RefreshToken: session.refreshToken, UserName: 'consulta' }).expect(200)
    ).body.result as { token: string };
    await probe(second, rotated.token).expect(200);
    await first.http().post('/api/Login/RefreshToken').send({ RefreshToken: session.refreshToken, UserName: 'consulta' }).expect(401);
    await probe(first, rotated.token).expect(401);
    await pause(CACHE_SECOND);
    await probe(second, rotated.token).expect(401);
  });
});

describe('refresh-token families: absolute lifetime and idle timeout', () => {
  let t: TestApp;
  let clock: Clock;
  const start = Date.parse('2026-11-25T08:00:00Z');
  const at = (hours: number) => jest.spyOn(clock, 'now').mockReturnValue(new Date(start + hours * 3_600_000));

  beforeAll(async () => {
    t = await createTestApp({
      env: { LOGIN_RATE_LIMIT: '1000', REFRESH_ABSOLUTE_TTL_DAYS: '2', REFRESH_IDLE_TIMEOUT_HOURS: '24', REDIS_URL: '' },
    });
    await t.orm.seeder.seed(IdentityDemoSeeder);
    clock = t.app.get(CLOCK);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t?.close();
  });

  const signIn = async () =>
    (
      await t
        .http()
        .post('/api/Login/Authenticate')
        .send({ UserName: 'cliente', Password: DEMO_PASSWORD, AppName: 'colfactura' })
        .expect(200)
    ).body.result as { refreshToken: string };
  const refresh = (RefreshToken: string) => t.http().post('/api/Login/RefreshToken').send({ RefreshToken, UserName: 'cliente' });

  it('refreshing does not extend the absolute lifetime', async () => {
    at(0);
    let { refreshToken } = await signIn();
    for (const hours of [20, 40]) {
      at(hours);
      refreshToken = (await refresh(refreshToken).expect(200)).body.result.refreshToken;
    }
    at(48);
    const ended = await refresh(refreshToken).expect(401);
    expect(ended.body.statusMessage).toBe('Tu sesión ha expirado. Por favor inicia sesión nuevamente.');
  });

  it('a session unused for the idle timeout ends, one used within it goes on', async () => {
    at(0);
    const idle = await signIn();
    const used = await signIn();
    at(23);
    const next = (await refresh(used.refreshToken).expect(200)).body.result.refreshToken as string;
    at(24);
    await refresh(idle.refreshToken).expect(401);
    at(46);
    await refresh(next).expect(200);
  });
});

describe('with Redis unreachable', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Nothing listens on this port: every Redis command fails after one retry.
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '1000', REDIS_URL: 'redis://127.0.0.1:6390', REDIS_KEY_PREFIX: 'test-down:' } });
    await t.orm.seeder.seed(IdentityDemoSeeder);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in (limits fail open) but answers 503 where a revoked session could slip through, and revokes nothing half-way', async () => {
    const session = (
      await t.http().post('/api/Login/Authenticate').send({ UserName: 'consulta', Password: DEMO_PASSWORD, AppName: 'license' }).expect(200)
    ).body.result as { token: string; refreshToken: string };
    const checked = await t
      .http()
      .get('/api/user/GetUserByNameId')
      .set('Authorization', `Bearer ${session.token}`)
      .set('iduser', 'superadmin');
    expect(checked.status).toBe(503);
    expect(checked.body).toEqual({
      statusCode: 503,
      code: 'ACCESS.SESSION_CHECK_UNAVAILABLE',
      statusMessage: 'No fue posible validar tu sesión en este momento. Intenta de nuevo en unos segundos.',
      errors: [],
    });
    await t.http().put('/api/login/RevokeToken').send({ UserName: 'consulta', RefreshToken: session.refreshToken }).expect(503);
    const [stored] = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ revoked: boolean }[]>('select bool_or(revoked) as revoked from identity.refresh_token');
    expect(stored.revoked).toBe(false);
  });
});
