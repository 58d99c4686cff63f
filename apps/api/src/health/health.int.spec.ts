import { createHook } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestContext } from '@mikro-orm/core';
import { createTestApp, type TestApp } from '@lic/api-testing';

// Liveness and readiness (decision 0021): ready means PostgreSQL answers, every migration of this
// build is applied and Redis answers when configured; /api/health keeps its documented answer.

describe('GET /api/health/live and /api/health/ready', () => {
  describe('on a migrated database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('answers live with the process alone', async () => {
      const response = await t.http().get('/api/health/live').expect(200);
      expect(response.body).toEqual({ status: 'ok', uptimeSeconds: expect.any(Number) });
    });

    it('answers ready with every check up and no migration pending', async () => {
      const response = await t.http().get('/api/health/ready').expect(200);
      expect(response.body.status).toBe('ok');
      expect(response.body.checks.database).toEqual({ status: 'up' });
      expect(response.body.checks.migrations).toMatchObject({ status: 'up', pending: [] });
      expect(response.body.checks.migrations.applied).toBe(response.body.checks.migrations.known);
      expect(response.body.checks.redis).toEqual({ status: 'not configured' });
    });

    it('answers 503 while a migration of this build is missing from the database', async () => {
      const [last] = await t.orm.em
        .fork()
        .getConnection()
        .execute<{ name: string }[]>(
          'delete from mikro_orm_migrations where id = (select max(id) from mikro_orm_migrations) returning name',
        );
      try {
        const response = await t.http().get('/api/health/ready').expect(503);
        expect(response.body).toMatchObject({
          statusCode: 503,
          code: 'HEALTH.NOT_READY',
          statusMessage: 'El servicio aún no está listo: falta 1 migración por aplicar.',
          checks: { database: { status: 'up' }, migrations: { status: 'down', pending: [last.name.replace(/\.[jt]s$/, '')] } },
        });
        expect(response.headers['retry-after']).toBe('5');
      } finally {
        await t.orm.em.fork().getConnection().execute('insert into mikro_orm_migrations (name) values (?)', [last.name]);
      }
      await t.http().get('/api/health/ready').expect(200);
    });

    it('keeps GET /api/health as documented', async () => {
      const response = await t.http().get('/api/health').expect(200);
      expect(response.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });

    it('leaves no timer of its own behind once it has answered (it would keep each request in memory; decision 0071)', async () => {
      const pending = new Set<number>();
      const hook = createHook({
        // A timer started while a request's ORM context is current keeps that context reachable until it goes.
        init(id, type) {
          if (type === 'Timeout' && RequestContext.currentRequestContext() !== undefined) pending.add(id);
        },
        destroy(id) {
          pending.delete(id);
        },
      });
      const requests = 40;
      hook.enable();
      try {
        for (let i = 0; i < requests; i++) {
          await t.http().get('/api/health').expect(200);
          await t.http().get('/api/health/ready').expect(200);
        }
        await new Promise((resolve) => setImmediate(resolve));
      } finally {
        hook.disable();
      }
      // What may stay: the connection pool's idle timer per idle connection and the rate limiter's sweep per key.
      // terminus' pingCheck timeout and the readiness race left one 3-s timer per request (80 here).
      expect(pending.size).toBeLessThan(12);
    });
  });

  describe('on an empty database', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ migrate: false });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('is alive but not ready: 503 with a clear Spanish message and every migration pending', async () => {
      await t.http().get('/api/health/live').expect(200);
      const response = await t.http().get('/api/health/ready').expect(503);
      expect(response.body.statusMessage).toMatch(
        /^El servicio aún no está listo: la base de datos no tiene migraciones aplicadas \(faltan \d+\)\.$/,
      );
      expect(response.body.checks.migrations).toMatchObject({ status: 'down', applied: 0 });
      expect(response.body.checks.migrations.pending).toHaveLength(response.body.checks.migrations.known);
      process.stdout.write(
        `readiness on an empty database: 503 ${JSON.stringify({ ...response.body, checks: { ...response.body.checks, migrations: { ...response.body.checks.migrations, pending: `[${response.body.checks.migrations.pending.length} names]` } } })}\n`,
      );
    });
  });

  describe('with Redis configured but unreachable', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    });
    afterAll(async () => {
      await t?.close();
      delete process.env.REDIS_URL;
    });

    it('answers 503 naming Redis', async () => {
      const response = await t.http().get('/api/health/ready').expect(503);
      expect(response.body.statusMessage).toBe('El servicio aún no está listo: Redis no responde.');
      expect(response.body.checks.redis).toEqual({ status: 'down' });
    });
  });
});
