import type { Redis } from 'ioredis';
import type { SessionRevocationStore } from './session-revocation.store';

/** One key per revoked session, expiring with the last access token that could carry it. */
export class RedisSessionRevocationStore implements SessionRevocationStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async add(sessionIds: readonly string[], ttlMs: number): Promise<void> {
    if (!sessionIds.length) return;
    const batch = this.redis.multi();
    for (const id of sessionIds) batch.set(this.keyOf(id), '1', 'PX', ttlMs);
    const results = await batch.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis did not record the revoked sessions');
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(this.keyOf(sessionId))) === 1;
  }

  private keyOf(sessionId: string): string {
    return `${this.prefix}revoked-session:${sessionId}`;
  }
}
