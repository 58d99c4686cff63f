/** A field the server refused, as the error envelope lists it. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/**
 * An error answer of the licence server, with its envelope: `code` is stable (switch on it), `statusMessage`
 * is the Spanish text for people. Extra fields of the envelope (e.g. `available` of a 409) are in `body`.
 * A network failure is status 0, code `NETWORK`.
 */
export class LicenciasApiError extends Error {
  override readonly name = 'LicenciasApiError';
  readonly status: number;
  readonly code: string;
  readonly statusMessage: string;
  readonly errors: ApiFieldError[];
  readonly body: Record<string, unknown>;
  /** Seconds the server asked to wait (Retry-After of a 429 or 503), when it said. */
  readonly retryAfterSeconds: number | null;

  // Plain fields, no parameter properties: the source stays runnable under Node's type stripping.
  constructor(
    status: number,
    code: string,
    statusMessage: string,
    errors: ApiFieldError[] = [],
    body: Record<string, unknown> = {},
    retryAfterSeconds: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(statusMessage, options);
    this.status = status;
    this.code = code;
    this.statusMessage = statusMessage;
    this.errors = errors;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /** `available` of the envelope (409 LICENSING.INSUFFICIENT_BALANCE): what the customer still has; null if unlimited. */
  get available(): number | null | undefined {
    const value = this.body.available;
    return typeof value === 'number' || value === null ? value : undefined;
  }
}

/** Retry-After in seconds (a number of seconds or an HTTP date), or null. */
export function retryAfterOf(response: Response, now = Date.now()): number | null {
  const header = response.headers.get('retry-after');
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

/** The LicenciasApiError of an error answer, from its JSON envelope (or a generic one if it has none). */
export function errorOf(response: Response, body: unknown): LicenciasApiError {
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = typeof envelope.code === 'string' ? envelope.code : `HTTP_${response.status}`;
  const statusMessage =
    typeof envelope.statusMessage === 'string' ? envelope.statusMessage : `El servidor de licencias respondió ${response.status}.`;
  const errors = Array.isArray(envelope.errors) ? (envelope.errors as ApiFieldError[]) : [];
  return new LicenciasApiError(response.status, code, statusMessage, errors, envelope, retryAfterOf(response));
}

/** A fetch that did not get an answer (DNS, connection refused, timeout). */
export function networkError(cause: unknown): LicenciasApiError {
  return new LicenciasApiError(0, 'NETWORK', 'No fue posible comunicarse con el servidor de licencias.', [], {}, null, { cause });
}
