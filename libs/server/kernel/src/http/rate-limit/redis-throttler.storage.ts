import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

/**
 * Fixed window per key, counted atomically in Redis so every replica shares it. KEYS: hits, block.
 * ARGV: window ms, limit, block ms. Returns hits, ms left in the window, blocked (0/1), ms left blocked.
 */
type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const INCREMENT = `
local blocked = redis.call('PTTL', KEYS[2])
if blocked > 0 then
  return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]), 1, blocked}
end
local hits = redis.call('INCR', KEYS[1])
if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
if hits > tonumber(ARGV[2]) then
  redis.call('SET', KEYS[2], '1', 'PX', ARGV[3])
  return {hits, left, 1, tonumber(ARGV[3])}
end
return {hits, left, 0, 0}
`;

/**
 * The rate-limit store when REDIS_URL is set (@nest-lab/throttler-storage-redis does not accept
 * NestJS 12). While Redis is unreachable requests pass (logged): an outage must not stop the store.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number, _throttlerName: string): Promise<ThrottlerStorageRecord> {
    const base = `${this.prefix}rate:${key}`;
    try {
      const [hits, left, blocked, blockLeft] = (await this.redis.eval(
        INCREMENT,
        2,
        base,
        `${base}:blocked`,
        ttl,
        limit,
        blockDuration,
      )) as number[];
      return {
        totalHits: hits,
        timeToExpire: Math.ceil(Math.max(left, 0) / 1000),
        isBlocked: blocked === 1,
        timeToBlockExpire: Math.ceil(blockLeft / 1000),
      };
    } catch (error) {
      this.logger.error({ err: error, key: base }, 'rate-limit store unreachable: request let through');
      return { totalHits: 0, timeToExpire: Math.ceil(ttl / 1000), isBlocked: false, timeToBlockExpire: 0 };
    }
  }
}
