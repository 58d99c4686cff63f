import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so that it is recognisable in a receiver's configuration. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The hex HMAC-SHA256 of `<t>.<raw body>` with the secret. */
export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** The value of the Licencias-Signature header: `t=<unix seconds>,v1=<hex>`. */
export function signatureHeader(secret: string, timestamp: number, rawBody: string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

/**
 * What a receiver does (docs/api/webhooks.md): parse the header, refuse a timestamp older (or newer) than
 * the tolerance, recompute the HMAC over the raw body and compare in constant time.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2))
      .filter((pair) => pair.length === 2),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
