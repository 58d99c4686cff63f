import type { Logger } from '@nestjs/common';
import pg from 'pg';
import { DATABASE_CONNECTION_OPTIONS } from './connection-options';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 5_000;

/** What a listener's owner does when the connection listens, when a notification arrives and when it is lost. */
export interface NotificationHandlers {
  /** Listening (again). Notifications sent while nobody listened are lost: start afresh. A throw drops the connection. */
  listening(client: pg.Client): Promise<void> | void;
  notified(payload: string, client: pg.Client): void;
  /** The connection is gone; it is retried with a growing delay. */
  lost(): void;
}

/**
 * LISTEN on a PostgreSQL channel over a dedicated connection (not one of a pool, which hands connections
 * around), reconnecting after a loss with a delay that doubles from 0.5 s to 5 s (decision 0043). Used by the caches that
 * other replicas' commits invalidate (storefront catalogue, licensing entitlements).
 */
export class NotificationListener {
  private client?: pg.Client;
  private retryMs = RETRY_MIN_MS;
  private retryTimer?: NodeJS.Timeout;
  private stopped = false;
  /** Connections whose loss was handled: a dying client may say so several times (error, error, end). */
  private readonly gone = new WeakSet<pg.Client>();

  constructor(
    private readonly options: { connectionString: string | undefined; channel: string; applicationName: string; what: string },
    private readonly logger: Logger,
    private readonly handlers: NotificationHandlers,
  ) {}

  async start(): Promise<void> {
    if (this.stopped) return;
    const { connectionString, channel, applicationName } = this.options;
    const client = new pg.Client({ ...DATABASE_CONNECTION_OPTIONS, connectionString, application_name: applicationName });
    client.on('notification', (message) => {
      if (message.channel === channel) this.handlers.notified(message.payload ?? '', client);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (this.stopped || this.client || this.gone.has(client)) {
        // Stopped meanwhile, another start() won, or this one was lost while it connected: keep one connection.
        this.gone.add(client);
        await client.end().catch(() => undefined);
        return;
      }
      this.client = client;
      this.retryMs = RETRY_MIN_MS;
      await this.handlers.listening(client);
    } catch (error) {
      await this.drop(client, error);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** Gives up this connection (a query on it failed) and retries. */
  async drop(client: pg.Client, error: unknown): Promise<void> {
    this.lost(client, error);
    await client.end().catch(() => undefined);
  }

  private lost(client: pg.Client, error?: unknown): void {
    // Only the first word of a connection's end counts, and only for the connection in use (or the one being
    // opened): a late 'end' of an old client must not schedule a second reconnection beside the first.
    if (this.gone.has(client)) return;
    this.gone.add(client);
    if (this.client && this.client !== client) return;
    this.client = undefined;
    this.handlers.lost();
    if (this.stopped || this.retryTimer) return;
    if (error)
      this.logger.warn(`${this.options.what} notifications unavailable: ${error instanceof Error ? error.message : String(error)}`);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.start();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
