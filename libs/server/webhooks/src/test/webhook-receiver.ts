import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/**
 * A webhook receiver the tests start on the loopback: it keeps every POST (raw body and headers) and
 * answers the statuses queued with `failNext`, then 200; while `hold` is in force it keeps the POSTs it
 * got unanswered (so their deliveries stay in flight) until the hold is released.
 */
export class WebhookReceiver {
  readonly received: ReceivedPost[] = [];
  private readonly statuses: number[] = [];
  private held?: Promise<void>;
  private server?: Server;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', async () => {
        this.received.push({
          path: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          receivedAt: Date.now(),
        });
        await this.held;
        const status = this.statuses.shift() ?? 200;
        response.writeHead(status, {
          'content-type': 'text/plain',
          ...(status >= 300 && status < 400 ? { location: this.url('/elsewhere') } : {}),
        });
        response.end(status === 200 ? 'recibido' : 'error del receptor');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  failNext(...statuses: number[]): void {
    this.statuses.push(...statuses);
  }

  /** From now on POSTs are kept but not answered until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  on(path: string): ReceivedPost[] {
    return this.received.filter((post) => post.path === path);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
