import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { GetEntitlementHandler } from '../../application/queries/get-entitlement/get-entitlement.handler';
import { GetEntitlementQuery } from '../../application/queries/get-entitlement/get-entitlement.query';
import { PlanSuspendedError, UnknownCompanyError, UnknownFeatureError } from '../../domain/consumption/consumption.errors';
import { parseBasicCredential } from '../../domain/credentials/app-credential-secret';
import { InvalidAppCredentialError } from '../../domain/credentials/credentials.errors';
import { AppCredentialVerifier } from '../../infrastructure/credentials/app-credential-verifier';
import { PipelineHeaders, serveBeforeNest, weakEtag, writeJsonAnswer } from '../http/before-nest';

const ROUTE = '/license/api/entitlements';
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
  /** The pipeline's headers, captured from its first 200 to an entitlement check. */
  private readonly headers: PipelineHeaders;
  private readonly encoded = new WeakMap<object, Encoded>();
  /** False sends every request through Nest (tests compare both paths). */
  enabled = true;
  /** Answers sent here rather than by Nest. */
  answered = 0;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: AppCredentialVerifier,
    private readonly handler: GetEntitlementHandler,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.headers = new PipelineHeaders(config);
  }

  onApplicationBootstrap(): void {
    serveBeforeNest(this.adapterHost, this.logger, 'entitlement', (request, response) => this.serve(request, response));
  }

  /** Takes the request when it is an entitlement check it can answer; false leaves it to Nest untouched. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !this.enabled) return false;
    const url = request.url ?? '';
    const mark = url.indexOf('?');
    let path = (mark === -1 ? url : url.slice(0, mark)).toLowerCase();
    if (path.length > ROUTE.length && path.endsWith('/')) path = path.slice(0, -1);
    if (path !== ROUTE) return false;
    if (!this.headers.captured) {
      this.headers.capture(response);
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
    if (answer.kind === 'UNKNOWN_COMPANY') return this.sendError(request, response, new UnknownCompanyError());
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
    const { status, body, retryAfterSeconds } = this.envelopes.toEnvelope(error);
    this.send(request, response, status, body, retryAfterSeconds);
  }

  private fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    this.envelopes.report(error, this.envelopes.toEnvelope(error).status);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    this.sendError(request, response, error);
  }

  /** The bytes and headers Express's res.json would send (weak ETag included). */
  private send(request: IncomingMessage, response: ServerResponse, status: number, body: unknown, retryAfterSeconds?: number): void {
    this.sendBytes(request, response, status, encode(body), retryAfterSeconds);
  }

  private sendBytes(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    { bytes, etag }: Encoded,
    retryAfterSeconds?: number,
  ): void {
    this.answered++;
    const extra = retryAfterSeconds === undefined ? [] : ['Retry-After', String(retryAfterSeconds)];
    writeJsonAnswer(request, response, status, this.headers.forHost(request.headers.host ?? ''), bytes, etag, extra);
  }
}

interface Encoded {
  bytes: Buffer;
  etag: string;
}

function encode(body: unknown): Encoded {
  const bytes = Buffer.from(JSON.stringify(body), 'utf8');
  return { bytes, etag: weakEtag(bytes) };
}
