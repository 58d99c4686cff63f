import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisAnswers, TEST_REDIS_URL } from '@lic/api-testing';
import { MemoryWriteMarks, RedisWriteMarks, WRITE_MARK_TTL_SECONDS, type WriteMarks } from '../database/read-replicas/write-marks';

/** A user's last write (decision 0022): kept as the greatest WAL position, forgotten after the TTL. */
describe('write marks of read-your-writes', () => {
  let redis: Redis | undefined;
  beforeAll(async () => {
    if (!(await redisAnswers())) {
      if (process.env.CI === 'true') throw new Error(`Redis is required under CI (${TEST_REDIS_URL})`);
      process.stdout.write(`Redis no responde en ${TEST_REDIS_URL}: se omiten las marcas en Redis.\n`);
      return;
    }
    redis = new Redis(TEST_REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  const behaves = (of: () => WriteMarks | undefined) => {
    it('keeps the greatest position of a user, whatever order the writes finish in', async () => {
      const store = of();
      if (!store) return;
      const marks = () => store;
      const user = randomUUID();
      expect(await marks().lastWrite(user)).toBeUndefined();
      await marks().record(user, 5_000_000_000_123);
      await marks().record(user, 4_000);
      expect(await marks().lastWrite(user)).toBe(5_000_000_000_123);
      await marks().record(user, 5_000_000_000_999);
      expect(await marks().lastWrite(user)).toBe(5_000_000_000_999);
      expect(await marks().lastWrite(randomUUID())).toBeUndefined();
    });
  };

  describe('in memory', () => {
    behaves(() => new MemoryWriteMarks());

    it('forgets a write after the TTL', async () => {
      let now = 1_000;
      const marks = new MemoryWriteMarks(() => now);
      await marks.record('u', 10);
      now += WRITE_MARK_TTL_SECONDS * 1000 - 1;
      expect(await marks.lastWrite('u')).toBe(10);
      now += 1;
      expect(await marks.lastWrite('u')).toBeUndefined();
    });
  });

  describe('in Redis (shared by every API replica)', () => {
    const shared = () => (redis ? new RedisWriteMarks(redis, `lic-test-${process.pid}:`) : undefined);
    behaves(shared);

    it('expires with the TTL', async () => {
      const store = shared();
      if (!store) return;
      const user = randomUUID();
      await store.record(user, 42);
      const ttl = await redis?.ttl(`lic-test-${process.pid}:last-write:${user}`);
      expect(ttl).toBeGreaterThan(WRITE_MARK_TTL_SECONDS - 5);
      expect(ttl).toBeLessThanOrEqual(WRITE_MARK_TTL_SECONDS);
    });
  });
});
