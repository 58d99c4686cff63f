import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { io, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import { createTestApp, redisAnswers, TEST_REDIS_URL as REDIS_URL, type TestApp } from '@lic/api-testing';
import { DEMO_PASSWORD, IdentityDemoSeeder } from '../infrastructure/seeders/identity-demo.seeder';
import { SESSION_CHANNEL_PATH } from '../interface/session.gateway';

// Two API replicas on one database, sharing the socket.io rooms through the Redis adapter.
describe('session channel across two replicas (Redis adapter)', () => {
  let available = false;
  let first: TestApp;
  let second: TestApp;
  let socket: Socket | undefined;

  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) {
      process.stdout.write(`Redis no responde en ${REDIS_URL}: se omite la prueba de réplicas.\n`);
      return;
    }
    const env = { REDIS_URL, LOGIN_RATE_LIMIT: '1000' };
    first = await createTestApp({ env });
    await first.orm.seeder.seed(IdentityDemoSeeder);
    second = await createTestApp({ env, replicaOf: first });
    await first.app.listen(0, '127.0.0.1');
  });
  afterAll(async () => {
    socket?.disconnect();
    await second?.close();
    await first?.close();
  });

  it('a push, a validatesession and the closing of a revoked session made on one replica reach the socket held by the other', async () => {
    if (!available) return;
    const signIn = async (app: TestApp, UserName: string) =>
      (await app.http().post('/api/Login/Authenticate').send({ UserName, Password: DEMO_PASSWORD, AppName: 'license' }).expect(200)).body
        .result.token as string;
    const token = await signIn(first, 'consulta');
    const origin = `http://127.0.0.1:${(first.app.getHttpServer().address() as AddressInfo).port}`;
    socket = io(origin, { path: SESSION_CHANNEL_PATH, transports: ['websocket'], reconnection: false, forceNew: true, auth: { token } });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', () => resolve());
      socket!.once('connect_error', reject);
    });
    const connectionId = (await socket.timeout(5000).emitWithAck('GetConnectionId')) as string;

    await second
      .http()
      .post('/api/user/validatesession')
      .set('Authorization', `Bearer ${token}`)
      .set('connectionId', connectionId)
      .expect(200);

    const pushed = new Promise<{ message: string }>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no ReceiveSessionStatus')), 8000);
      socket!.once('ReceiveSessionStatus', (payload: { message: string }) => {
        clearTimeout(timer);
        resolve(payload);
      });
    });
    const closed = new Promise<string>((resolve) => socket!.once('disconnect', resolve));
    const admin = await signIn(second, 'superadmin');
    await second.http().post('/api/user/RevokeSessions').set('Authorization', `Bearer ${admin}`).send({ UserName: 'consulta' }).expect(200);
    expect(await pushed).toEqual({ message: 'Tu sesión ha sido cerrada por un administrador.' });
    expect(await closed).toBe('io server disconnect');
  });
});
