import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { Destination } from './destination-guard';

/** What one POST gave: the status (null without an answer), the start of the answer, how long, the error. */
export interface PostOutcome {
  statusCode: number | null;
  responseExcerpt: string | null;
  durationMs: number;
  error: string | null;
}

const EXCERPT_CHARS = 500;

/**
 * POSTs a webhook body to a checked destination: the connection goes to the address the guard checked
 * (a `lookup` that answers only it), TLS still verifies the host name, redirects are not followed
 * (a 3xx is an answer like any other non-2xx), and the whole exchange ends within the timeout.
 */
@Injectable()
export class WebhookSender {
  post(destination: Destination, headers: Record<string, string>, body: string, timeoutMs: number): Promise<PostOutcome> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const pinned: LookupFunction = (_host, options, callback) => {
      if (options.all) callback(null, [{ address: destination.address, family: destination.family }]);
      else callback(null, destination.address, destination.family);
    };
    const { url } = destination;
    const client = url.protocol === 'https:' ? https : http;
    return new Promise<PostOutcome>((resolve) => {
      let settled = false;
      const finish = (outcome: Omit<PostOutcome, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...outcome, durationMs: elapsed() });
      };
      const request = client.request(
        {
          protocol: url.protocol,
          hostname: destination.hostname,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method: 'POST',
          agent: false,
          lookup: pinned,
          headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (text.length < EXCERPT_CHARS) text += chunk;
            if (text.length >= EXCERPT_CHARS) response.destroy();
          });
          const done = () =>
            finish({ statusCode: response.statusCode ?? null, responseExcerpt: text.slice(0, EXCERPT_CHARS) || null, error: null });
          response.on('end', done);
          response.on('close', done);
          response.on('error', done);
        },
      );
      const timer = setTimeout(() => {
        request.destroy();
        finish({ statusCode: null, responseExcerpt: null, error: `Sin respuesta en ${timeoutMs} ms (tiempo agotado).` });
      }, timeoutMs);
      request.on('error', (error) =>
        finish({ statusCode: null, responseExcerpt: null, error: `Error de conexión: ${error.message}`.slice(0, 500) }),
      );
      request.end(body);
    });
  }
}
