import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';

/**
 * Shares rooms and fetchSockets between API replicas through Redis (design.md §8–§9), so a
 * session push or a validatesession check reaches the sockets of every replica.
 */
export function useRedisAdapter(server: Server, redisUrl: string, onError: (error: Error) => void): () => Promise<void> {
  const publisher = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const subscriber = publisher.duplicate();
  publisher.on('error', onError);
  subscriber.on('error', onError);
  server.adapter(createAdapter(publisher, subscriber));
  return async () => {
    await Promise.allSettled([publisher.quit(), subscriber.quit()]);
  };
}
