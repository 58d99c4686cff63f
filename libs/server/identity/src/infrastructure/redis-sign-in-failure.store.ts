import type { Redis } from 'ioredis';
import type { SignInFailureStore } from './sign-in-failure.store';

const REPLACE = `
local current = redis.call('GET', KEYS[1])
if (current == false and ARGV[1] == '') or current == ARGV[1] then
  redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
  return 1
end
return 0
`;

/** Failed sign-ins shared by every replica; the compare-and-set runs as one Lua script. */
export class RedisSignInFailureStore implements SignInFailureStore {
  constructor(private readonly redis: Redis) {}

  read(key: string): Promise<string | null> {
    return this.redis.get(key);
  }

  async replace(key: string, expected: string | null, next: string, ttlMs: number): Promise<boolean> {
    return (await this.redis.eval(REPLACE, 1, key, expected ?? '', next, ttlMs)) === 1;
  }

  async remove(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
