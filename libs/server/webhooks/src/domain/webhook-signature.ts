import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret: 32 random bytes, prefixed so that it is recognisable in a receiver's configuration. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The hex HMAC-SHA256 of `<t>.<raw body>` with the secret. */
export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * The value of the Licencias-Signature header: `t=<unix seconds>,v1=<hex>`, one v1 per secret in the order
 * given (the new secret's first while a rotation's grace lasts, as Stripe does).
 */
export function signatureHeader(secrets: string | readonly string[], timestamp: number, rawBody: string): string {
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${timestamp}`, ...list.map((secret) => `v1=${signatureOf(secret, timestamp, rawBody)}`)].join(',');
}

/**
 * What a receiver does (docs/api/webhooks.md): parse the header, refuse a timestamp older (or newer) than
 * the tolerance, recompute the HMAC over the raw body and compare it in constant time with every v1.
 */
export function verifySignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const pairs = (header ?? '')
    .split(',')
    .map((part) => part.trim().split('=', 2))
    .filter((pair) => pair.length === 2);
  const timestamp = Number(pairs.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), 'hex');
  let matched = false;
  for (const [key, value] of pairs) {
    if (key !== 'v1') continue;
    const given = Buffer.from(value, 'hex');
    matched = (given.length === expected.length && timingSafeEqual(given, expected)) || matched;
  }
  return matched;
}
