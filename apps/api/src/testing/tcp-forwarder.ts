import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP forwarder between the API and PostgreSQL that a test controls: it plays the network (cut it, and
 * every connection drops and new ones are refused) and the Kubernetes Service in front of a database
 * cluster (retarget it at the promoted standby). Listens on 127.0.0.1, on a free port.
 */
export class TcpForwarder {
  private server?: Server;
  private readonly pairs = new Set<{ client: Socket; upstream: Socket; target: number }>();
  private open = true;
  /** Connections accepted (and forwarded) so far. */
  accepted = 0;

  /** The port it listens on (127.0.0.1). */
  port = 0;

  private constructor(private target: { host: string; port: number }) {}

  static async start(target: { host: string; port: number }): Promise<TcpForwarder> {
    const forwarder = new TcpForwarder(target);
    await forwarder.listen();
    return forwarder;
  }

  /** The URL of `url`'s database through this forwarder (same user, password and database). */
  urlFor(url: string): string {
    const parsed = new URL(url);
    parsed.hostname = '127.0.0.1';
    parsed.port = String(this.port);
    return parsed.toString();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        this.port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  }

  private accept(client: Socket): void {
    client.on('error', () => undefined);
    if (!this.open) {
      client.resetAndDestroy();
      return;
    }
    this.accepted++;
    const upstream = connect({ host: this.target.host, port: this.target.port });
    upstream.on('error', () => undefined);
    const pair = { client, upstream, target: this.target.port };
    this.pairs.add(pair);
    const close = () => {
      this.pairs.delete(pair);
      if (!client.destroyed) client.resetAndDestroy();
      if (!upstream.destroyed) upstream.destroy();
    };
    client.on('close', close);
    upstream.on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  }

  /** Connections open through the forwarder now. */
  get connections(): number {
    return this.pairs.size;
  }

  /** The database is gone: every connection is reset and new ones are refused until restore(). */
  cut(): void {
    this.open = false;
    this.dropAll();
  }

  /** The database answers again (new connections go through). */
  restore(): void {
    this.open = true;
  }

  /**
   * New connections go to `port` from now on (a Service whose endpoint is the promoted standby). With
   * `keepExisting`, connections already open stay with their old server, as a pooled connection to a
   * demoted primary that a service change does not close.
   */
  retarget(port: number, options: { keepExisting?: boolean; host?: string } = {}): void {
    this.target = { host: options.host ?? this.target.host, port };
    if (!options.keepExisting) this.dropAll();
  }

  private dropAll(): void {
    for (const pair of [...this.pairs]) {
      this.pairs.delete(pair);
      pair.client.resetAndDestroy();
      pair.upstream.destroy();
    }
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
