import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ReadReplicas } from '@lic/server-kernel';
import { CATALOGUE_CHANGED_CHANNEL } from '../read-model/catalogue-read-model';
import { StorefrontCache } from './storefront-cache';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * LISTEN on a dedicated PostgreSQL connection (not one of the ORM's pool, which hands connections
 * around): every commit of a read-model writer, on any replica, empties this replica's storefront
 * cache. While the connection is down the cache stores nothing (StorefrontCache.setListening), and it
 * reconnects with a growing delay; a reconnection also empties the cache, since notifications sent in
 * between are lost. With read replicas, each invalidation carries the primary's WAL position once the
 * change has committed, so the refill reads a replica only when it has replayed the change.
 */
@Injectable()
export class CatalogueChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogueChangeListener');
  private client?: pg.Client;
  private retryMs = RETRY_MIN_MS;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly cache: StorefrontCache,
    private readonly replicas: ReadReplicas,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.cache.setListening(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl'), application_name: 'lic-catalogue-listener' });
    client.on('notification', (message) => {
      if (message.channel === CATALOGUE_CHANGED_CHANNEL) void this.changed(client);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${CATALOGUE_CHANGED_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryMs = RETRY_MIN_MS;
      // Changes made while nobody listened: the refills must see them too.
      if (this.replicas.enabled) this.cache.invalidate(await this.primaryPosition(client));
      this.cache.setListening(true);
    } catch (error) {
      this.lost(client, error);
      await client.end().catch(() => undefined);
    }
  }

  /** A notification arrives after its transaction committed: the primary's position now includes it. */
  private async changed(client: pg.Client): Promise<void> {
    if (!this.replicas.enabled) return this.cache.invalidate();
    try {
      this.cache.invalidate(await this.primaryPosition(client));
    } catch (error) {
      this.cache.invalidate();
      this.lost(client, error);
      await client.end().catch(() => undefined);
    }
  }

  private async primaryPosition(client: pg.Client): Promise<number> {
    const { rows } = await client.query<{ lsn: string }>(`select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as "lsn"`);
    return Number(rows[0].lsn);
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client && this.client !== client) return;
    this.client = undefined;
    this.cache.setListening(false);
    if (this.stopped || this.retryTimer) return;
    if (error) this.logger.warn(`catalogue change notifications unavailable: ${error instanceof Error ? error.message : String(error)}`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
