import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookEventBody } from './types.js';

/** The header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` (several v1 allowed). */
export const WEBHOOK_SIGNATURE_HEADER = 'Licencias-Signature';

/** Five minutes, either way: an older (or later) timestamp is a replay or a wrong clock. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookRefusal = 'MISSING_SIGNATURE' | 'MALFORMED_SIGNATURE' | 'TIMESTAMP_OUT_OF_TOLERANCE' | 'SIGNATURE_MISMATCH';

const refusalMessages: Record<WebhookRefusal, string> = {
  MISSING_SIGNATURE: 'La entrega no trae la cabecera Licencias-Signature.',
  MALFORMED_SIGNATURE: 'La cabecera Licencias-Signature no tiene el formato t=<segundos>,v1=<hex>.',
  TIMESTAMP_OUT_OF_TOLERANCE: 'La firma de la entrega está fuera de la tolerancia de 5 minutos (posible reenvío).',
  SIGNATURE_MISMATCH: 'La firma de la entrega no corresponde al cuerpo ni al secreto.',
};

export type WebhookVerification = { ok: true; timestamp: number } | { ok: false; reason: WebhookRefusal; message: string };

/** A delivery refused by verifyWebhookEvent; `code` is stable, `message` is Spanish. */
export class WebhookSignatureError extends Error {
  override readonly name = 'WebhookSignatureError';
  readonly code: WebhookRefusal;

  constructor(code: WebhookRefusal) {
    super(refusalMessages[code]);
    this.code = code;
  }
}

export interface WebhookVerificationInput {
  /** The Licencias-Signature header as received. */
  header: string | string[] | null | undefined;
  /** The body exactly as received (bytes or text), before any JSON parsing. */
  rawBody: string | Uint8Array;
  /** The webhook's secret; several while rotating (any of them may match). */
  secret: string | string[];
  toleranceSeconds?: number;
  /** Now, in milliseconds (tests). */
  now?: number;
}

/** The hex signature of `<t>.<raw body>` with a secret (what the server sends as v1). */
export function webhookSignature(secret: string, timestamp: number, rawBody: string | Uint8Array): string {
  return createHmac('sha256', secret).update(`${timestamp}.`, 'utf8').update(rawBody).digest('hex');
}

/** A header value for a body, as the server makes it (for an app's own tests). */
export function signWebhookBody(secret: string, rawBody: string | Uint8Array, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${webhookSignature(secret, timestamp, rawBody)}`;
}

/**
 * Checks a delivery's signature: the timestamp within the tolerance, then the HMAC of `<t>.<raw body>`
 * with each secret against each v1 of the header, compared in constant time.
 */
export function verifyWebhookSignature(input: WebhookVerificationInput): WebhookVerification {
  const refuse = (reason: WebhookRefusal): WebhookVerification => ({ ok: false, reason, message: refusalMessages[reason] });
  const header = Array.isArray(input.header) ? input.header.join(',') : input.header;
  if (!header) return refuse('MISSING_SIGNATURE');
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value.toLowerCase(), 'hex'));
  }
  if (timestamp === null || signatures.length === 0) return refuse('MALFORMED_SIGNATURE');
  const nowSeconds = Math.floor((input.now ?? Date.now()) / 1000);
  if (Math.abs(nowSeconds - timestamp) > (input.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS)) return refuse('TIMESTAMP_OUT_OF_TOLERANCE');
  const secrets = Array.isArray(input.secret) ? input.secret : [input.secret];
  // An empty secret (a missing environment variable) would let anyone sign: a configuration error, not a refusal.
  if (secrets.length === 0 || secrets.some((secret) => typeof secret !== 'string' || secret.length === 0))
    throw new Error('verifyWebhookSignature: el secreto del webhook está vacío; revisa la configuración de la app.');
  let matched = false;
  for (const secret of secrets) {
    const expected = Buffer.from(webhookSignature(secret, timestamp, input.rawBody), 'hex');
    // Every comparison runs (no early exit), each in constant time.
    for (const signature of signatures) matched = timingSafeEqual(expected, signature) || matched;
  }
  return matched ? { ok: true, timestamp } : refuse('SIGNATURE_MISMATCH');
}

/** The delivery's event once its signature holds; a WebhookSignatureError otherwise. */
export function verifyWebhookEvent<TData = Record<string, unknown>>(input: WebhookVerificationInput): WebhookEventBody<TData> {
  const verification = verifyWebhookSignature(input);
  if (!verification.ok) throw new WebhookSignatureError(verification.reason);
  const text = typeof input.rawBody === 'string' ? input.rawBody : Buffer.from(input.rawBody).toString('utf8');
  return JSON.parse(text) as WebhookEventBody<TData>;
}
