import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  APP_CONFIG,
  ErrorEnvelopeFilter,
  findHostileUrl,
  Metrics,
  observeRequest,
  setRouteTemplate,
  type AppConfig,
} from '@lic/server-kernel';
import { brandForHost } from '@lic/server-reference';
import { GetEntitlementHandler } from '../../application/queries/get-entitlement/get-entitlement.handler';
import { GetEntitlementQuery } from '../../application/queries/get-entitlement/get-entitlement.query';
import { PlanSuspendedError, UnknownFeatureError } from '../../domain/consumption/consumption.errors';
import { parseBasicCredential } from '../../domain/credentials/app-credential-secret';
import { InvalidAppCredentialError } from '../../domain/credentials/credentials.errors';
import { AppCredentialVerifier } from '../../infrastructure/credentials/app-credential-verifier';

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const ROUTE = '/license/api/entitlements';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const PER_REQUEST_HEADERS = new Set([
  'content-length',
  'content-type',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);
const SPA_HEADERS = new Set(['x-app-name', 'x-tenant', 'access-control-expose-headers']);
const FIELDS = new Set(['documentType', 'documentNumber', 'featureCode']);
// The DTO's rules (entitlement.request.dto.ts): a query that breaks one goes to Nest, which answers the 400.
const DOCUMENT_TYPE = /^(?:[1-9]|[1-9][0-9])$/;
const DOCUMENT_NUMBER = /^[A-Za-z0-9]{1,15}$/;
const FEATURE_CODE = /^[A-Za-z0-9_.-]{1,50}$/;

/**
 * GET /license/api/entitlements answered before Express (decision 0033), the technique of the consumption
 * fast path: the credential checked by the cached AppCredentialVerifier, the query by the DTO's rules as
 * plain checks, the answer taken from the GetEntitlementHandler (the replica's cache) and sent with the
 * controller's status, JSON, error envelopes and headers (captured from the first 200 of the whole
 * pipeline). Anything else goes to Nest unchanged: another method or route, a query with other, repeated
 * or invalid fields, a conditional request (If-None-Match / If-Modified-Since: Express answers 304).
 * Answers given here skip the request log and the per-IP global rate limit, as consumption's.
 */
@Injectable()
export class EntitlementFastPath implements OnApplicationBootstrap {
  private readonly logger = new Logger('EntitlementFastPath');
  private readonly envelopes = new ErrorEnvelopeFilter();
  private pipelineHeaders: string[] | null = null;
  private spaHeaders: string[] = [];
  private readonly hostHeaders = new Map<string, string[]>();
  private readonly encoded = new WeakMap<object, Encoded>();
  /** False sends every request through Nest (tests compare both paths). */
  enabled = true;
  /** Answers sent here rather than by Nest. */
  answered = 0;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: AppCredentialVerifier,
    private readonly handler: GetEntitlementHandler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: Metrics,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server || typeof server.listeners !== 'function') return;
    const next = server.listeners('request') as RequestListener[];
    if (next.length === 0) {
      this.logger.warn('no HTTP request listener to put the entitlement fast path in front of');
      return;
    }
    server.removeAllListeners('request');
    const fallThrough: RequestListener = (request, response) => {
      for (const listener of next) listener.call(server, request, response);
    };
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      if (!this.serve(request, response)) fallThrough(request, response);
    });
  }

  /** Takes the request when it is an entitlement check it can answer; false leaves it to Nest untouched. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.enabled) return false;
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    let path = (mark === -1 ? url : url.slice(0, mark)).toLowerCase();
    if (path.length > ROUTE.length && path.endsWith('/')) path = path.slice(0, -1);
    if (path !== ROUTE) return false;
    if (!this.pipelineHeaders) {
      this.captureHeaders(response);
      return false;
    }
    const headers = request.headers;
    if (headers['if-none-match'] !== undefined || headers['if-modified-since'] !== undefined) return false;
    if (findHostileUrl(url)) return false;
    const query = this.queryOf(mark === -1 ? '' : url.slice(mark + 1));
    if (!query) return false;
    setRouteTemplate(request, ROUTE);
    observeRequest(this.metrics, request, response);
    this.answer(request, response, query).catch((error: unknown) => this.fail(request, response, error));
    return true;
  }

  private queryOf(search: string): { documentType: number; documentNumber: string; featureCode: string } | null {
    let params: URLSearchParams;
    try {
      params = new URLSearchParams(search);
    } catch {
      return null;
    }
    const seen = new Set<string>();
    for (const key of params.keys()) {
      if (!FIELDS.has(key) || seen.has(key)) return null;
      seen.add(key);
    }
    const documentType = params.get('documentType') ?? '';
    const documentNumber = params.get('documentNumber') ?? '';
    const featureCode = params.get('featureCode') ?? '';
    if (!DOCUMENT_TYPE.test(documentType) || !DOCUMENT_NUMBER.test(documentNumber) || !FEATURE_CODE.test(featureCode)) return null;
    return { documentType: Number(documentType), documentNumber, featureCode };
  }

  private async answer(
    request: IncomingMessage,
    response: ServerResponse,
    query: { documentType: number; documentNumber: string; featureCode: string },
  ): Promise<void> {
    const authorization = request.headers.authorization;
    const basic = parseBasicCredential(authorization);
    if (!basic) return this.sendError(request, response, new InvalidAppCredentialError(!authorization));
    const app = await this.verifier.verify(basic.clientId, basic.secret);
    if (!app) return this.sendError(request, response, new InvalidAppCredentialError());
    const answer = await this.handler.execute(
      new GetEntitlementQuery(app.appName, query.documentType, query.documentNumber, query.featureCode),
    );
    if (answer.kind === 'UNKNOWN_FEATURE') return this.sendError(request, response, new UnknownFeatureError());
    if (answer.kind === 'PLAN_SUSPENDED') return this.sendError(request, response, new PlanSuspendedError());
    // The cache hands out the same answer object until it changes: its bytes and ETag are computed once.
    let encoded = this.encoded.get(answer);
    if (!encoded) {
      encoded = encode({ result: answer.entitlement });
      this.encoded.set(answer, encoded);
    }
    this.sendBytes(request, response, 200, encoded);
  }

  private sendError(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    const { status, body } = this.envelopes.toEnvelope(error);
    this.send(request, response, status, body);
  }

  private fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    this.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    if (response.headersSent) {
      response.destroy();
      return;
    }
    this.sendError(request, response, error);
  }

  /** The bytes and headers Express's res.json would send (weak ETag included). */
  private send(request: IncomingMessage, response: ServerResponse, status: number, body: unknown): void {
    this.sendBytes(request, response, status, encode(body));
  }

  private sendBytes(request: IncomingMessage, response: ServerResponse, status: number, { bytes, etag }: Encoded): void {
    this.answered++;
    response.writeHead(status, [
      ...this.headersFor(request.headers.host ?? ''),
      'Content-Type',
      JSON_CONTENT_TYPE,
      'Content-Length',
      String(bytes.length),
      'ETag',
      etag,
    ]);
    response.end(bytes);
  }

  private headersFor(host: string): string[] {
    let list = this.hostHeaders.get(host);
    if (!list) {
      const brand = brandForHost(host, this.config.brandHosts);
      list = [...(this.pipelineHeaders ?? []), 'x-app-name', brand.appName, 'x-tenant', brand.tenant, ...this.spaHeaders];
      if (this.hostHeaders.size > 100) this.hostHeaders.clear();
      this.hostHeaders.set(host, list);
    }
    return list;
  }

  /** Keeps the headers of the first 200 the whole pipeline gives an entitlement check. */
  private captureHeaders(response: ServerResponse): void {
    response.once('finish', () => {
      if (this.pipelineHeaders || response.statusCode !== 200) return;
      const headers = response.getHeaders();
      this.spaHeaders = flatHeaders({ 'access-control-expose-headers': headers['access-control-expose-headers'] });
      this.pipelineHeaders = flatHeaders(Object.fromEntries(Object.entries(headers).filter(([name]) => !SPA_HEADERS.has(name))));
    });
  }
}

function flatHeaders(headers: OutgoingHttpHeaders): string[] {
  return Object.entries(headers)
    .filter(([name, value]) => !PER_REQUEST_HEADERS.has(name.toLowerCase()) && value !== undefined)
    .flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, String(one)]) : [name, String(value)]));
}

interface Encoded {
  bytes: Buffer;
  etag: string;
}

function encode(body: unknown): Encoded {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  return { bytes, etag: weakEtag(bytes) };
}

function weakEtag(bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}
