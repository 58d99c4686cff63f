import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The one Redis client of a replica when REDIS_URL is set (rate limits, sign-in failures, revoked
 * sessions); `client` is null without it. Commands fail fast while Redis is unreachable (one retry),
 * so callers decide what an outage means for them.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;
  /** Prefix of every key (REDIS_KEY_PREFIX), so environments can share one Redis. */
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redisKeyPrefix;
    this.client = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }) : null;
    let lastReport = 0;
    this.client?.on('error', (error: Error) => {
      if (Date.now() - lastReport < 10_000) return;
      lastReport = Date.now();
      this.logger.error({ err: error }, 'Redis unreachable');
    });
  }

  key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    await this.client.quit().catch(() => this.client?.disconnect());
  }
}
