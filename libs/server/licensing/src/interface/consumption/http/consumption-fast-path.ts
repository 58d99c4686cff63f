import type { IncomingMessage, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import {
  APP_CONFIG,
  ErrorEnvelopeFilter,
  findHostileInput,
  findHostileUrl,
  HostileInputError,
  Metrics,
  observeRequest,
  RequestValidationException,
  setRouteTemplate,
  type AppConfig,
} from '@lic/server-kernel';
import type { ConsumptionBatchResult, ConsumptionEventResult } from '@lic/shared-api-types';
import {
  RegisterConsumptionCommand,
  type ArrivedConsumptionEvent,
} from '../../../application/commands/register-consumption/register-consumption.command';
import { RegisterConsumptionHandler } from '../../../application/commands/register-consumption/register-consumption.handler';
import {
  AppMismatchError,
  EventIdReusedError,
  InsufficientBalanceError,
  PlanSuspendedError,
  UnknownCompanyError,
  UnknownFeatureError,
} from '../../../domain/consumption/consumption.errors';
import { parseBasicCredential } from '../../../domain/credentials/app-credential-secret';
import { InvalidAppCredentialError } from '../../../domain/credentials/credentials.errors';
import { AppCredentialVerifier } from '../../../infrastructure/credentials/app-credential-verifier';
import { checkBatchEvent } from '../consumption-event-check';
import {
  consumptionBatchErrors,
  consumptionEventErrors,
  hasOnlyBatchFields,
  hasOnlyEventFields,
  isPlainObject,
  validationSummary,
} from '../consumption-event-rules';
import { PipelineHeaders, serveBeforeNest, weakEtag, writeJsonAnswer, type RequestListener } from '../../http/before-nest';

type Route = 'single' | 'batch';

const SINGLE = '/license/api/consumption';
const BATCH = '/license/api/consumption/batch';
/** The JSON body limit of the API (configure-app.ts: useBodyParser('json', { limit: '4mb' })). */
const BODY_LIMIT = 4 * 1024 * 1024;
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8', 'application/json;charset=utf-8']);
/** What body-parser raises for a body that is not JSON (the error filter turns it into the envelope). */
const MALFORMED_JSON = { status: 400, type: 'entity.parse.failed' };

/**
 * The apps' consumption calls answered before Express (docs/api/licensing.md "Consumo",
 * "Rendimiento"): POST /license/api/consumption and /license/api/consumption/batch with a JSON body
 * (Content-Length up to the API's 4 MB limit, no Content-Encoding). The body is read and parsed as
 * body-parser would, the credential checked by the AppCredentialVerifier (cached), the event or batch
 * checked by the DTOs' plain rules and metered by the same RegisterConsumptionHandler in one round
 * trip; the answers (status, JSON, error envelopes, security headers captured from the first answer of
 * the whole pipeline) are the controller's, with the request's own X-Request-Id, and each answer is
 * counted in the HTTP duration metric under the controller's route. Anything else — another route or method, another body
 * encoding, a body too large, a body that is not an object or has keys the DTOs do not know — goes on to
 * Nest unchanged (with the body already parsed when it was read). Answers given here skip the request
 * log and the per-IP global rate limit: the apps post from few addresses, and a consumption call
 * costs less than either.
 */
@Injectable()
export class ConsumptionFastPath implements OnApplicationBootstrap {
  private readonly logger = new Logger('ConsumptionFastPath');
  private readonly envelopes = new ErrorEnvelopeFilter();
  /** The pipeline's headers, captured from its first 200 to a consumption call. */
  private readonly headers: PipelineHeaders;
  /** False sends every request through Nest (tests compare both paths). */
  enabled = true;
  /** Answers sent here rather than by Nest. */
  answered = 0;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly verifier: AppCredentialVerifier,
    private readonly handler: RegisterConsumptionHandler,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: Metrics,
  ) {
    this.headers = new PipelineHeaders(config);
  }

  onApplicationBootstrap(): void {
    serveBeforeNest(this.adapterHost, this.logger, 'consumption', (request, response, fallThrough) =>
      this.serve(request, response, fallThrough),
    );
  }

  /** Takes the request when it is a consumption call it can answer; false leaves it to Nest untouched. */
  serve(request: IncomingMessage, response: ServerResponse, fallThrough: RequestListener): boolean {
    if (request.method !== 'POST' || !this.enabled) return false;
    const route = routeOf(request.url ?? '');
    if (!route) return false;
    if (!this.headers.captured) {
      this.headers.capture(response);
      return false;
    }
    const headers = request.headers;
    const type = headers['content-type'];
    if (type === undefined || !JSON_TYPES.has(type.toLowerCase())) return false;
    const encoding = headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false;
    const lengthHeader = headers['content-length'];
    if (lengthHeader === undefined || headers['transfer-encoding'] !== undefined || !/^\d{1,8}$/.test(lengthHeader)) return false;
    const length = Number(lengthHeader);
    if (length === 0 || length > BODY_LIMIT) return false;
    // The same template as the controller's route, so both paths add up in one series.
    setRouteTemplate(request, route === 'single' ? SINGLE : BATCH);
    observeRequest(this.metrics, request, response);
    this.readBody(request, length, (body) => {
      this.answer(request, response, route, body, fallThrough).catch((error: unknown) => this.fail(request, response, error));
    });
    return true;
  }

  private async answer(
    request: IncomingMessage,
    response: ServerResponse,
    route: Route,
    body: Buffer,
    fallThrough: RequestListener,
  ): Promise<void> {
    let parsed: unknown;
    try {
      // body-parser decodes UTF-8 without the byte order mark, takes an empty text as {} and otherwise
      // only an object or an array.
      const text = body.toString('utf8', hasByteOrderMark(body) ? 3 : 0);
      parsed = text.length === 0 ? {} : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed !== 'object' || parsed === null) {
      this.send(request, response, 400, this.envelopes.toEnvelope(MALFORMED_JSON).body, false);
      return;
    }
    // Parse guard (decision 0013): the same depth and NUL checks as the API's hostileInputGuard, before any
    // rule, credential look-up or query.
    const hostile = findHostileUrl(request.url ?? '') ?? findHostileInput(parsed, 'body');
    if (hostile) {
      this.sendError(request, response, new HostileInputError(hostile));
      return;
    }
    if (!isPlainObject(parsed) || !(route === 'single' ? hasOnlyEventFields(parsed) : hasOnlyBatchFields(parsed))) {
      this.handOver(request, response, parsed, fallThrough);
      return;
    }

    const authorization = request.headers.authorization;
    const basic = parseBasicCredential(authorization);
    if (!basic) {
      this.sendError(request, response, new InvalidAppCredentialError(!authorization));
      return;
    }
    const app = await this.verifier.verify(basic.clientId, basic.secret);
    if (!app) {
      this.sendError(request, response, new InvalidAppCredentialError());
      return;
    }

    if (route === 'single') {
      const errors = consumptionEventErrors(parsed);
      if (errors.length > 0) {
        this.sendError(request, response, new RequestValidationException(validationSummary(errors), errors));
        return;
      }
      const event = parsed as unknown as ArrivedConsumptionEvent;
      if (event.appName !== app.appName) {
        this.sendError(request, response, new AppMismatchError());
        return;
      }
      const [result] = await this.handler.execute(new RegisterConsumptionCommand(app.appName, [event]));
      if (result.outcome === 'INSUFFICIENT_BALANCE') this.sendError(request, response, new InsufficientBalanceError(result.available ?? 0));
      else if (result.outcome === 'UNKNOWN_FEATURE') this.sendError(request, response, new UnknownFeatureError());
      else if (result.outcome === 'UNKNOWN_COMPANY') this.sendError(request, response, new UnknownCompanyError());
      else if (result.outcome === 'PLAN_SUSPENDED') this.sendError(request, response, new PlanSuspendedError());
      else if (result.outcome === 'EVENT_ID_REUSED') this.sendError(request, response, new EventIdReusedError(result.errors ?? []));
      else this.send(request, response, 200, result satisfies ConsumptionEventResult);
      return;
    }

    const errors = consumptionBatchErrors(parsed);
    if (errors.length > 0) {
      this.sendError(request, response, new RequestValidationException(validationSummary(errors), errors));
      return;
    }
    const raw = parsed.events as unknown[];
    // An event with a key the DTO does not know takes the DTO path, as the whole request through Nest.
    if (raw.some((event) => isPlainObject(event) && !hasOnlyEventFields(event))) {
      this.handOver(request, response, parsed, fallThrough);
      return;
    }
    const results = await this.handler.execute(new RegisterConsumptionCommand(app.appName, raw.map(checkBatchEvent)));
    let accepted = 0;
    let duplicates = 0;
    for (const r of results) {
      if (r.outcome === 'ACCEPTED') accepted++;
      else if (r.outcome === 'DUPLICATE') duplicates++;
    }
    const answer: ConsumptionBatchResult = { accepted, duplicates, refused: results.length - accepted - duplicates, results };
    this.send(request, response, 200, answer);
  }

  /** Reads exactly `length` bytes (Node's parser holds the body to its Content-Length). */
  private readBody(request: IncomingMessage, length: number, done: (body: Buffer) => void): void {
    const chunks: Buffer[] = [];
    let received = 0;
    request.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received <= length) chunks.push(chunk);
    });
    request.once('end', () => done(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received)));
    request.once('error', () => request.socket.destroy());
  }

  /** Nest answers it, with the body already read: body-parser sees a finished request and keeps req.body. */
  private handOver(request: IncomingMessage, response: ServerResponse, body: object, fallThrough: RequestListener): void {
    (request as IncomingMessage & { body?: unknown }).body = body;
    fallThrough(request, response);
  }

  private sendError(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    const { status, body, retryAfterSeconds } = this.envelopes.toEnvelope(error);
    // As the error filter: a 503 (contention past its retries, the database unavailable) tells the app when to come back.
    const extra = retryAfterSeconds === undefined ? [] : ['Retry-After', String(retryAfterSeconds)];
    this.send(request, response, status, body, true, extra);
  }

  private fail(request: IncomingMessage, response: ServerResponse, error: unknown): void {
    this.envelopes.report(error, this.envelopes.toEnvelope(error).status);
    if (response.headersSent) {
      response.destroy();
      return;
    }
    this.sendError(request, response, error);
  }

  /** The bytes and headers Express's res.json would send behind the compression middleware (weak ETag included). */
  private send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    body: unknown,
    pastBodyParser = true,
    extraHeaders: string[] = [],
  ): void {
    const bytes = Buffer.from(JSON.stringify(body), 'utf8');
    this.answered++;
    const headers = pastBodyParser ? this.headers.forHost(request.headers.host ?? '') : this.headers.pipelineOnly;
    writeJsonAnswer(request, response, status, headers, bytes, weakEtag(bytes), extraHeaders);
  }
}

function routeOf(url: string): Route | null {
  const query = url.indexOf('?');
  let path = (query === -1 ? url : url.slice(0, query)).toLowerCase();
  if (path.length > SINGLE.length && path.endsWith('/')) path = path.slice(0, -1);
  if (path === SINGLE) return 'single';
  if (path === BATCH) return 'batch';
  return null;
}

function hasByteOrderMark(body: Buffer): boolean {
  return body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf;
}
