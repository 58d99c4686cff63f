import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { APP_CONFIG, REQUEST_ID_HEADER, requestIdOf, type AppConfig } from '@lic/server-kernel';
import { brandForHost } from '@lic/server-reference';
import type { ContentEncoding } from '@lic/server-kernel';
import { answerEncoding, CATALOGUE_CACHE_CONTROL, isNotModified, JSON_CONTENT_TYPE } from '../../interface/catalogue-answer';
import { encodedBodyIfReady } from '../cache/encoded-answer';
import { catalogueCacheKey, StorefrontCache, type SerializedAnswer } from '../cache/storefront-cache';

const PREFIX = '/license/api/package/getpackagesbyservicename/';
const APP_NAME = /^[A-Za-z0-9_-]{1,50}$/;

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * The anonymous home catalogue straight from the cache, before Express (docs/api/ordering.md,
 * "Rendimiento"). Only a GET of /license/api/package/GetPackagesByServiceName/{app} without a token
 * whose answer is cached, after one request went through the whole pipeline (which supplies the
 * security headers repeated here), is answered here; everything else (a miss, a token, another path)
 * goes on to Nest unchanged. The bytes are the same the controller sends. Such answers skip the
 * request log and the global rate limit: they cost less than either.
 */
@Injectable()
export class CatalogueFastPath implements OnApplicationBootstrap {
  private readonly logger = new Logger('CatalogueFastPath');
  private readonly answerHeaders = new WeakMap<SerializedAnswer, Map<string, string[]>>();
  /** False sends every request through Nest (tests compare both paths). */
  enabled = true;
  /** Answers sent here rather than by Nest. */
  answered = 0;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly cache: StorefrontCache,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server || typeof server.listeners !== 'function') return;
    const next = server.listeners('request') as RequestListener[];
    if (next.length === 0) {
      this.logger.warn('no HTTP request listener to put the catalogue fast path in front of');
      return;
    }
    server.removeAllListeners('request');
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (this.serve(request, response)) return;
      for (const listener of next) listener.call(server, request, response);
    });
  }

  /** Answers the request when it is an anonymous catalogue GET with a cached answer; false otherwise. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || request.headers.authorization !== undefined || !this.enabled) return false;
    const url = request.url ?? '';
    if (url.length <= PREFIX.length || url.slice(0, PREFIX.length).toLowerCase() !== PREFIX) return false;
    const headers = this.cache.responseHeaders;
    if (!headers) return false;
    const query = url.indexOf('?');
    const appName = url.slice(PREFIX.length, query === -1 ? undefined : query);
    if (!APP_NAME.test(appName)) return false;
    const answer = this.cache.get(catalogueCacheKey(appName, null, null));
    if (!answer) return false;

    // The compressed copy is made by the first such request through the pipeline; until then, Nest answers.
    const encoding = answerEncoding(request.headers['accept-encoding'], answer);
    const sent = encoding ? encodedBodyIfReady(answer, encoding) : answer;
    if (!sent) return false;

    const notModified = isNotModified(request.headers['if-none-match'], sent.etag);
    // Every answer has its own X-Request-Id (decision 0021), so it is not part of the remembered list.
    const list = this.headersFor(answer, headers, request.headers.host ?? '', notModified, encoding, sent);
    this.answered++;
    response.writeHead(notModified ? 304 : 200, [...list, REQUEST_ID_HEADER, requestIdOf(request)]);
    response.end(notModified ? undefined : sent.body);
    return true;
  }

  /**
   * The whole header list of an answer for a host, built once: the pipeline's headers, x-app-name and
   * x-tenant of the host (as the SPA middleware sets them on every answer), type, caching, encoding and length.
   */
  private headersFor(
    answer: SerializedAnswer,
    pipeline: readonly string[],
    host: string,
    notModified: boolean,
    encoding: ContentEncoding | null,
    sent: { body: Buffer; etag: string },
  ): string[] {
    let byHost = this.answerHeaders.get(answer);
    if (!byHost) {
      byHost = new Map();
      this.answerHeaders.set(answer, byHost);
    }
    const key = `${notModified ? 304 : 200} ${encoding ?? 'identity'} ${host}`;
    let list = byHost.get(key);
    if (!list) {
      const brand = brandForHost(host, this.config.brandHosts);
      list = [
        ...pipeline,
        'x-app-name',
        brand.appName,
        'x-tenant',
        brand.tenant,
        'Content-Type',
        JSON_CONTENT_TYPE,
        'Cache-Control',
        CATALOGUE_CACHE_CONTROL,
        'ETag',
        sent.etag,
        // As the compression middleware puts it on every JSON answer of the pipeline, whatever its size.
        'Vary',
        'Accept-Encoding',
        ...(notModified ? [] : [...(encoding ? ['Content-Encoding', encoding] : []), 'Content-Length', String(sent.body.length)]),
      ];
      if (byHost.size > 100) byHost.clear();
      byHost.set(key, list);
    }
    return list;
  }
}
