import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/**
 * The one Redis client of a replica when REDIS_URL is set (rate limits, sign-in failures, revoked
 * sessions); `client` is null without it. While Redis is unreachable commands fail at once (no
 * offline queue, so no request waits for it) and callers decide what an outage means for them;
 * the client reconnects by itself.
 */
@Injectable()
export class RedisConnection implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  readonly client: Redis | null;
  /** Prefix of every key (REDIS_KEY_PREFIX), so environments can share one Redis. */
  readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redisKeyPrefix;
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 })
      : null;
    let lastReport = 0;
    this.client?.on('error', (error: Error) => {
      if (Date.now() - lastReport < 10_000) return;
      lastReport = Date.now();
      this.logger.error({ err: error }, 'Redis unreachable');
    });
  }

  /** Gives the first connection up to 2 s, so the first requests after a start do not fail. */
  async onModuleInit(): Promise<void> {
    const client = this.client;
    if (!client || client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2000);
      client.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  key(...parts: string[]): string {
    return this.prefix + parts.join(':');
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.client) return;
    // quit() waits for a connection that may never come back; a client that is not ready just stops.
    if (this.client.status !== 'ready') return this.client.disconnect();
    await this.client.quit().catch(() => this.client?.disconnect());
  }
}
