import type { Redis } from 'ioredis';

/** How long a user's last write is remembered; a replica further behind than this is an incident (decision 0022). */
export const WRITE_MARK_TTL_SECONDS = 300;

/** The WAL position (bytes) of each user's last write, so that their next reads see it. */
export interface WriteMarks {
  /** Remembers `lsn` unless a later write of the user is already remembered. */
  record(userId: string, lsn: number): Promise<void>;
  lastWrite(userId: string): Promise<number | undefined>;
}

export const WRITE_MARKS = Symbol('WRITE_MARKS');

/** One replica of the API: its own memory (a user's next request may reach another replica: use Redis there). */
export class MemoryWriteMarks implements WriteMarks {
  private readonly marks = new Map<string, { lsn: number; until: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async record(userId: string, lsn: number): Promise<void> {
    const until = this.now() + WRITE_MARK_TTL_SECONDS * 1000;
    const known = await this.lastWrite(userId);
    this.marks.set(userId, { lsn: Math.max(lsn, known ?? 0), until });
    if (this.marks.size > 100_000) this.forgetExpired();
  }

  async lastWrite(userId: string): Promise<number | undefined> {
    const mark = this.marks.get(userId);
    if (!mark) return undefined;
    if (mark.until > this.now()) return mark.lsn;
    this.marks.delete(userId);
    return undefined;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [userId, mark] of this.marks) if (mark.until <= now) this.marks.delete(userId);
  }
}

/** Keeps the greater of the stored and the new position, and renews the expiry, in one step. */
const RECORD_MAX = `
local known = tonumber(redis.call('GET', KEYS[1]))
local lsn = tonumber(ARGV[1])
if known and known > lsn then lsn = known end
redis.call('SET', KEYS[1], string.format('%.0f', lsn), 'EX', ARGV[2])
return 1`;

/** Shared by every replica of the API (REDIS_URL): a write on one is seen by reads on all. */
export class RedisWriteMarks implements WriteMarks {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async record(userId: string, lsn: number): Promise<void> {
    await this.redis.eval(RECORD_MAX, 1, this.keyOf(userId), String(lsn), String(WRITE_MARK_TTL_SECONDS));
  }

  async lastWrite(userId: string): Promise<number | undefined> {
    const stored = await this.redis.get(this.keyOf(userId));
    return stored === null ? undefined : Number(stored);
  }

  private keyOf(userId: string): string {
    return `${this.prefix}last-write:${userId}`;
  }
}
