import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { NotificationListener } from '@lic/server-kernel';
import { ConsumptionDatabase } from '../consumption/consumption-database';
import { customerKey, EntitlementCache } from './entitlement-cache';

/** The PostgreSQL channel of entitlement changes (payload: customer keys separated by commas, or `*`). */
export const ENTITLEMENTS_CHANGED_CHANNEL = 'licensing_entitlements_changed';
/** Changes of this long are sent in one notification (a replica at thousands of events a second sends ~50 a second). */
const COALESCE_MS = 20;
/** Above this many customers in one notification, it says `*` (PostgreSQL's payload limit is 8,000 bytes). */
const MAX_KEYS_PER_NOTIFICATION = 300;

export interface ChangedCustomer {
  documentType: number;
  documentNumber: string;
}

/**
 * Tells every replica that a customer's balances changed (decision 0033), so that their entitlement
 * caches forget it: this replica's cache at once, the others through PostgreSQL NOTIFY on
 * ENTITLEMENTS_CHANGED_CHANNEL, sent after the change committed, from the consumption pool, at most
 * one notification per COALESCE_MS per replica (the consumption statements themselves notify nothing).
 * Each replica LISTENs on a dedicated connection; while it is down the cache stores nothing and the
 * connection is retried with a growing delay (as the storefront catalogue's listener does).
 */
@Injectable()
export class EntitlementChanges implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EntitlementChanges');
  private pending = new Set<string>();
  private pendingAll = false;
  private flushTimer?: NodeJS.Timeout;
  private readonly listener: NotificationListener;
  private stopped = false;

  constructor(
    private readonly cache: EntitlementCache,
    private readonly database: ConsumptionDatabase,
    orm: MikroORM,
  ) {
    const connection = {
      connectionString: orm.config.get('clientUrl'),
      channel: ENTITLEMENTS_CHANGED_CHANNEL,
      applicationName: 'lic-entitlements-listener',
      what: 'entitlement change',
    };
    this.listener = new NotificationListener(connection, this.logger, {
      // Notifications sent while nobody listened are lost: start again empty (setListening forgets all).
      listening: () => this.cache.setListening(true),
      notified: (payload) => this.received(payload),
      lost: () => this.cache.setListening(false),
    });
  }

  /** The balances of these customers changed (and the change committed). */
  changed(customers: Iterable<ChangedCustomer>): void {
    let any = false;
    for (const c of customers) {
      const key = customerKey(c.documentType, c.documentNumber);
      this.cache.forget(key);
      if (this.pending.has(key)) continue;
      this.pending.add(key);
      any = true;
    }
    if (any) this.schedule();
  }

  /** Balances of customers not worth listing changed (licences issued, suspended, granted). */
  changedAll(): void {
    this.cache.forgetAll();
    this.pendingAll = true;
    this.schedule();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    // Changes not yet notified: the other replicas' entries end with their time to live at the latest.
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.cache.setListening(false);
    await this.listener.stop();
  }

  private schedule(): void {
    if (this.flushTimer || this.stopped) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      void this.flush();
    }, COALESCE_MS);
    this.flushTimer.unref();
  }

  private async flush(): Promise<void> {
    if (!this.pendingAll && this.pending.size === 0) return;
    const payload = this.pendingAll || this.pending.size > MAX_KEYS_PER_NOTIFICATION ? '*' : [...this.pending].join(',');
    this.pending = new Set();
    this.pendingAll = false;
    try {
      await this.database.query('select pg_notify($1, $2)', [ENTITLEMENTS_CHANGED_CHANNEL, payload]);
    } catch (error) {
      // The other replicas' entries end with their time to live (ENTITLEMENT_CACHE_TTL_MS) at the latest.
      this.logger.warn(`entitlement change not notified: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private received(payload: string): void {
    if (payload === '*') return this.cache.forgetAll();
    for (const key of payload.split(',')) this.cache.forget(key);
  }
}
