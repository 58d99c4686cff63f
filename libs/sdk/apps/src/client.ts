import createClient from 'openapi-fetch';
import type { paths } from './generated/openapi';
import { errorOf, LicenciasApiError, networkError } from './errors';
import type {
  ConsumptionBatchResult,
  ConsumptionEvent,
  ConsumptionEventResult,
  Entitlement,
  EntitlementQuery,
  LicenceTokenRequest,
  ReservationCommitResult,
  ReservationReleaseResult,
  ReservationRequest,
  ReservationResult,
} from './types';

/** Kept here too (the SDK's first version exported them from this module); defined in ./types. */
export type { ConsumptionBatchResult, ConsumptionEvent, ConsumptionEventResult } from './types';

export interface AppsClientOptions {
  /** Origin of the licence server, e.g. https://licencias.ejemplo.com.co (no trailing path). */
  baseUrl: string;
  /** The app credential (back office, Credenciales de apps): HTTP Basic clientId:clientSecret. */
  clientId: string;
  clientSecret: string;
  /** Another fetch (tests, proxies); globalThis.fetch by default. */
  fetch?: typeof fetch;
  /**
   * Calls that are safe to send again — consumption (the eventId), reservations (the reservationId),
   * entitlements and the licence token (they change nothing) — are sent again while the server answers 503
   * (contention past its retries, its database restarting or failing over) or cannot be reached: after the
   * 503's Retry-After, else after a wait that doubles from 0.5 s, up to `attempts` in all (default 5), as
   * long as a wait is at most `maxWaitSeconds` (default 10).
   */
  retry?: { attempts?: number; maxWaitSeconds?: number };
  /** How to wait (tests); setTimeout by default. */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The licence server as an app sees it (docs/api/sdk.md): consumption, entitlements, reservations and the
 * licence token, with the app's credential. Every error answer throws a LicenciasApiError carrying the
 * server's `code` and Spanish `statusMessage`.
 */
export class LicenciasAppsClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly fetcher: typeof fetch;
  private readonly attempts: number;
  private readonly maxWaitSeconds: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly api: ReturnType<typeof createClient<paths>>;

  constructor(options: AppsClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.authorization = `Basic ${base64(`${options.clientId}:${options.clientSecret}`)}`;
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.attempts = Math.max(1, options.retry?.attempts ?? 5);
    this.maxWaitSeconds = options.retry?.maxWaitSeconds ?? 10;
    this.sleep = options.sleep ?? wait;
    this.api = createClient<paths>({
      baseUrl: this.baseUrl,
      headers: { Authorization: this.authorization },
      fetch: (request: Request) => this.fetcher(request),
    });
  }

  /** POST /license/api/consumption: one event; ACCEPTED or DUPLICATE (the eventId was counted before). */
  async consume(event: ConsumptionEvent): Promise<ConsumptionEventResult> {
    return this.withRetries(() => this.api.POST('/license/api/consumption', { body: event }));
  }

  /** POST /license/api/consumption/batch: up to 1,000 events, answered one by one in `results` (never thrown). */
  async consumeBatch(events: ConsumptionEvent[]): Promise<ConsumptionBatchResult> {
    return this.withRetries(() => this.api.POST('/license/api/consumption/batch', { body: { events } }));
  }

  /** GET /license/api/entitlements: what the customer may still use of one feature of the app. */
  async getEntitlement(query: EntitlementQuery): Promise<Entitlement> {
    const answer = await this.withRetries(() =>
      this.api.GET('/license/api/entitlements', {
        params: {
          query: { documentType: String(query.documentType), documentNumber: query.documentNumber, featureCode: query.featureCode },
        },
      }),
    );
    return answer.result;
  }

  /** POST /license/api/reservations: sets units aside; 409 LICENSING.INSUFFICIENT_BALANCE (error.available) when short. */
  reserve(request: ReservationRequest): Promise<ReservationResult> {
    return this.withRetries(() => this.api.POST('/license/api/reservations', { body: request }));
  }

  /** POST /license/api/reservations/{id}/commit: the reserved units become a consumption event. */
  commitReservation(reservationId: string): Promise<ReservationCommitResult> {
    return this.withRetries(() =>
      this.api.POST('/license/api/reservations/{reservationId}/commit', { params: { path: { reservationId } } }),
    );
  }

  /** POST /license/api/reservations/{id}/release: the reserved units go back to the balance. */
  releaseReservation(reservationId: string): Promise<ReservationReleaseResult> {
    return this.withRetries(() =>
      this.api.POST('/license/api/reservations/{reservationId}/release', { params: { path: { reservationId } } }),
    );
  }

  /** POST /license/api/licence-token: a signed licence token of the company (verify it with LicenceTokenVerifier). */
  async fetchLicenceToken(request: LicenceTokenRequest): Promise<string> {
    return (await this.withRetries(() => this.api.POST('/license/api/licence-token', { body: request }))).result.token;
  }

  /**
   * A generated operation that is safe to send again: its data, or its error answer as a LicenciasApiError.
   * Sent again while it answers 503 or gets no answer at all, as the `retry` option says; other errors at once.
   */
  private async withRetries<T>(call: () => Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.sendOnce(call);
      if (outcome.ok) return outcome.data;
      const failure = outcome.error;
      const waitSeconds = failure.retryAfterSeconds ?? Math.min(0.5 * 2 ** (attempt - 1), this.maxWaitSeconds);
      const again = failure.status === 503 || failure.code === 'NETWORK';
      if (!again || attempt >= this.attempts || waitSeconds > this.maxWaitSeconds) throw failure;
      await this.sleep(waitSeconds * 1000);
    }
  }

  /** One sending: the data, or the error answer (NETWORK when none came). A 2xx without JSON throws. */
  private async sendOnce<T>(
    call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<{ ok: true; data: T } | { ok: false; error: LicenciasApiError }> {
    let answer: { data?: T; error?: unknown; response: Response };
    try {
      answer = await call();
    } catch (cause) {
      // A 2xx whose body is not JSON: openapi-fetch's parse throws before the status reaches us.
      if (cause instanceof SyntaxError) throw invalidResponse(0, cause);
      return { ok: false, error: networkError(cause) };
    }
    if (!answer.response.ok) return { ok: false, error: errorOf(answer.response, answer.error) };
    if (answer.data === undefined) throw invalidResponse(answer.response.status);
    return { ok: true, data: answer.data };
  }
}

function invalidResponse(status: number, cause?: unknown): LicenciasApiError {
  return new LicenciasApiError(status, 'INVALID_RESPONSE', 'El servidor de licencias respondió sin un JSON válido.', [], {}, null, {
    cause,
  });
}

function base64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}
