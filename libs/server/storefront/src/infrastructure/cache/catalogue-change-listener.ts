import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { NotificationListener, ReadReplicas } from '@lic/server-kernel';
import { CATALOGUE_CHANGED_CHANNEL } from '../read-model/catalogue-read-model';
import { StorefrontCache } from './storefront-cache';

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
  private readonly listener: NotificationListener;

  constructor(
    orm: MikroORM,
    private readonly cache: StorefrontCache,
    private readonly replicas: ReadReplicas,
  ) {
    const connection = {
      connectionString: orm.config.get('clientUrl'),
      channel: CATALOGUE_CHANGED_CHANNEL,
      applicationName: 'lic-catalogue-listener',
      what: 'catalogue change',
    };
    this.listener = new NotificationListener(connection, this.logger, {
      listening: async (client) => {
        // Changes made while nobody listened: the refills must see them too.
        if (this.replicas.enabled) this.cache.invalidate(await this.primaryPosition(client));
        this.cache.setListening(true);
      },
      notified: (_payload, client) => void this.changed(client),
      lost: () => this.cache.setListening(false),
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.cache.setListening(false);
    await this.listener.stop();
  }

  /** A notification arrives after its transaction committed: the primary's position now includes it. */
  private async changed(client: pg.Client): Promise<void> {
    if (!this.replicas.enabled) return this.cache.invalidate();
    try {
      this.cache.invalidate(await this.primaryPosition(client));
    } catch (error) {
      this.cache.invalidate();
      await this.listener.drop(client, error);
    }
  }

  private async primaryPosition(client: pg.Client): Promise<number> {
    const { rows } = await client.query<{ lsn: string }>(`select (pg_current_wal_lsn() - '0/0'::pg_lsn)::text as "lsn"`);
    return Number(rows[0].lsn);
  }
}
