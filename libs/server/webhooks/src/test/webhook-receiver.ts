import { createHmac } from 'node:crypto';
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

/** The v1 signatures of a delivery's header, in order (one, or two while a rotation's grace lasts). */
export function signaturesOf(post: ReceivedPost): string[] {
  const header = String(post.headers['licencias-signature'] ?? '');
  return /^t=\d+(,v1=[0-9a-f]{64})+$/.test(header) ? [...header.matchAll(/v1=([0-9a-f]{64})/g)].map((match) => match[1]) : [];
}

/** What a receiver does (docs/api/webhooks.md): recompute the HMAC of "<t>.<raw body>" with the secret, compare with each v1. */
export function verifies(post: ReceivedPost, secret: string): boolean {
  const header = String(post.headers['licencias-signature'] ?? '');
  const timestamp = /^t=(\d+),/.exec(header)?.[1];
  if (!timestamp) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${post.body}`).digest('hex');
  return signaturesOf(post).includes(expected) && Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
}
