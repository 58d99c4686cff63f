import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * Shares rooms, fetchSockets and disconnectSockets between API replicas through Redis (design.md
 * §8–§9), so a session push, a closed session or a validatesession check reaches every replica.
 * Commands wait for Redis instead of failing (maxRetriesPerRequest: null): the adapter does not
 * catch its own subscribe and publish calls, and a rejection there would end the process while
 * Redis is down for a few seconds. Its channels start with REDIS_KEY_PREFIX like every key, so two
 * environments on one Redis never close each other's sockets (a user name is a room on both).
 */
export function useRedisAdapter(server: Server, redisUrl: string, keyPrefix: string, onError: (error: Error) => void): () => Promise<void> {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  server.adapter(createAdapter(publisher, subscriber, { key: `${keyPrefix}socket.io` }));
  return async () => {
    // quit() would wait for a connection that may never come back.
    await Promise.allSettled([publisher, subscriber].map((client) => (client.status === 'ready' ? client.quit() : client.disconnect())));
  };
}
