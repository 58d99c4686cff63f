import { createHash } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from '@nestjs/common';
import type { HttpAdapterHost } from '@nestjs/core';
import { compressForClient, repeatableHeaders, type AppConfig } from '@lic/server-kernel';
import { brandForHost } from '@lic/server-reference';

// What the licensing routes answered before Express (consumption, entitlements) share: their place in front
// of Nest's request listener, the headers they repeat from the whole pipeline, Express's JSON bytes and ETag,
// and the compression middleware's encoding.

export type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;
/** Takes a request it can answer and says so; false leaves it to Nest (`fallThrough`) untouched. */
export type FastPathServe = (request: IncomingMessage, response: ServerResponse, fallThrough: RequestListener) => boolean;

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Set by the SPA middleware, which runs after body-parser: a body that is not JSON is answered without them. */
const SPA_HEADERS = new Set(['x-app-name', 'x-tenant', 'access-control-expose-headers']);

/** Puts `serve` in front of the HTTP server's request listeners (Nest's Express app). */
export function serveBeforeNest(adapterHost: HttpAdapterHost, logger: Logger, what: string, serve: FastPathServe): void {
  const server = adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
  if (!server || typeof server.listeners !== 'function') return;
  const next = server.listeners('request') as RequestListener[];
  if (next.length === 0) {
    logger.warn(`no HTTP request listener to put the ${what} fast path in front of`);
    return;
  }
  server.removeAllListeners('request');
  const fallThrough: RequestListener = (request, response) => {
    for (const listener of next) listener.call(server, request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!serve(request, response, fallThrough)) fallThrough(request, response);
  });
}

/**
 * The headers the whole pipeline gives a route's answers (security headers…), captured from its first 200
 * and repeated by the fast path, plus those of the SPA middleware for the request's host (x-app-name and
 * x-tenant of its brand). Never those that describe that first answer's body or request (Content-Encoding,
 * Content-Length, Vary, ETag…: repeatableHeaders leaves them out); writeJsonAnswer sets them per answer.
 */
export class PipelineHeaders {
  /** The pipeline's own headers as a flat name, value list; null until captured. */
  private pipeline: string[] | null = null;
  /** The SPA middleware's headers that do not depend on the host (Access-Control-Expose-Headers). */
  private spa: string[] = [];
  private readonly byHost = new Map<string, string[]>();

  constructor(private readonly config: AppConfig) {}

  get captured(): boolean {
    return this.pipeline !== null;
  }

  /** The pipeline's headers without the SPA middleware's (an answer given before body-parser's). */
  get pipelineOnly(): string[] {
    return this.pipeline ?? [];
  }

  /** Keeps the headers of the first 200 this response gets from the whole pipeline. */
  capture(response: ServerResponse): void {
    response.once('finish', () => {
      if (this.pipeline || response.statusCode !== 200) return;
      const headers = response.getHeaders();
      this.spa = repeatableHeaders({ 'access-control-expose-headers': headers['access-control-expose-headers'] });
      this.pipeline = repeatableHeaders(headers, SPA_HEADERS);
    });
  }

  forHost(host: string): string[] {
    let list = this.byHost.get(host);
    if (!list) {
      const brand = brandForHost(host, this.config.brandHosts);
      list = [...this.pipelineOnly, 'x-app-name', brand.appName, 'x-tenant', brand.tenant, ...this.spa];
      if (this.byHost.size > 100) this.byHost.clear();
      this.byHost.set(host, list);
    }
    return list;
  }
}

/** Express's default ETag (the etag package, weak): length in hex and the first 27 characters of the SHA-1 in base64. */
export function weakEtag(bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

/**
 * Writes a JSON answer as Express's res.json behind the compression middleware would: the repeated `headers`,
 * Content-Type, Vary: Accept-Encoding (the middleware adds it to every JSON answer), the ETag of the plain
 * bytes, and br or gzip from 1 KB on when the request takes it, with Content-Encoding and Content-Length
 * of the bytes actually sent.
 */
export function writeJsonAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  headers: readonly string[],
  bytes: Buffer,
  etag: string,
  extraHeaders: readonly string[] = [],
): void {
  compressForClient(bytes, request.headers['accept-encoding'], (encoding, body) => {
    if (response.destroyed) return;
    response.writeHead(status, [
      ...headers,
      'Content-Type',
      JSON_CONTENT_TYPE,
      'Vary',
      'Accept-Encoding',
      ...(encoding ? ['Content-Encoding', encoding] : []),
      'Content-Length',
      String(body.length),
      'ETag',
      etag,
      ...extraHeaders,
    ]);
    response.end(body);
  });
}
