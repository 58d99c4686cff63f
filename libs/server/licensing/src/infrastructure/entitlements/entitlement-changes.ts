import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ConsumptionDatabase } from '../consumption/consumption-database';
import { customerKey, EntitlementCache } from './entitlement-cache';

/** The PostgreSQL channel of entitlement changes (payload: customer keys separated by commas, or `*`). */
export const ENTITLEMENTS_CHANGED_CHANNEL = 'licensing_entitlements_changed';
/** Changes of this long are sent in one notification (a replica at thousands of events a second sends ~50 a second). */
const COALESCE_MS = 20;
/** Above this many customers in one notification, it says `*` (PostgreSQL's payload limit is 8,000 bytes). */
const MAX_KEYS_PER_NOTIFICATION = 300;
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

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
  private client?: pg.Client;
  private retryMs = RETRY_MIN_MS;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly cache: EntitlementCache,
    private readonly database: ConsumptionDatabase,
    private readonly orm: MikroORM,
  ) {}

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
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    // Changes not yet notified: the other replicas' entries end with their time to live at the latest.
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.cache.setListening(false);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
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

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString: this.orm.config.get('clientUrl'), application_name: 'lic-entitlements-listener' });
    client.on('notification', (message) => {
      if (message.channel === ENTITLEMENTS_CHANGED_CHANNEL) this.received(message.payload ?? '*');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${ENTITLEMENTS_CHANGED_CHANNEL}`);
      if (this.stopped) {
        await client.end();
        return;
      }
      this.client = client;
      this.retryMs = RETRY_MIN_MS;
      // Notifications sent while nobody listened are lost: start again empty (setListening forgets all).
      this.cache.setListening(true);
    } catch (error) {
      this.lost(client, error);
      await client.end().catch(() => undefined);
    }
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (this.client && this.client !== client) return;
    this.client = undefined;
    this.cache.setListening(false);
    if (this.stopped || this.retryTimer) return;
    if (error) this.logger.warn(`entitlement change notifications unavailable: ${error instanceof Error ? error.message : String(error)}`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
