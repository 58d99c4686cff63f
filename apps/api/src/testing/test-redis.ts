import { Redis } from 'ioredis';

/** The Redis the integration tests use for shared stores (TEST_REDIS_URL, default the local one). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether the tests' Redis answers a PING now (tests of shared stores are skipped, and say so, when it does not). */
export async function redisAnswers(url: string = TEST_REDIS_URL): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
