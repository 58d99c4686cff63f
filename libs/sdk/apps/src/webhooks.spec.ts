import { describe, expect, it } from '@jest/globals';
import { signWebhookBody, verifyWebhookEvent, verifyWebhookSignature, WebhookSignatureError, webhookSignature } from './webhooks.js';

const secret = 'whsec_prueba-secreto-de-la-app';
const body = JSON.stringify({
  id: 'f1d0c6c4-0000-4000-8000-000000000001',
  type: 'balance.low',
  createdAt: '2026-11-27T05:00:00.000Z',
  data: { featureCode: 'COLFACTURA_DOCUMENTO' },
});
const t = 1_795_000_000;
const now = t * 1000 + 10_000;

describe('verifyWebhookSignature (Licencias-Signature: t=...,v1=...)', () => {
  it('accepts the body the server signed, as text or as bytes', () => {
    const header = signWebhookBody(secret, body, t);
    expect(verifyWebhookSignature({ header, rawBody: body, secret, now })).toEqual({ ok: true, timestamp: t });
    expect(verifyWebhookSignature({ header, rawBody: Buffer.from(body, 'utf8'), secret, now })).toEqual({ ok: true, timestamp: t });
  });

  it('refuses a tampered body', () => {
    const header = signWebhookBody(secret, body, t);
    const tampered = body.replace('balance.low', 'balance.exhausted');
    expect(verifyWebhookSignature({ header, rawBody: tampered, secret, now })).toMatchObject({ ok: false, reason: 'SIGNATURE_MISMATCH' });
    // Re-serialised JSON is another body: the raw bytes are what was signed.
    const reserialised = JSON.stringify(JSON.parse(body), null, 1);
    expect(verifyWebhookSignature({ header, rawBody: reserialised, secret, now })).toMatchObject({
      ok: false,
      reason: 'SIGNATURE_MISMATCH',
    });
  });

  it('refuses a timestamp older (or later) than five minutes, even with a good signature (replay)', () => {
    const header = signWebhookBody(secret, body, t);
    expect(verifyWebhookSignature({ header, rawBody: body, secret, now: (t + 301) * 1000 })).toMatchObject({
      ok: false,
      reason: 'TIMESTAMP_OUT_OF_TOLERANCE',
    });
    expect(verifyWebhookSignature({ header, rawBody: body, secret, now: (t - 301) * 1000 })).toMatchObject({
      ok: false,
      reason: 'TIMESTAMP_OUT_OF_TOLERANCE',
    });
    expect(verifyWebhookSignature({ header, rawBody: body, secret, now: (t + 300) * 1000 })).toMatchObject({ ok: true });
  });

  it('refuses the signature of another secret, and a timestamp changed without re-signing', () => {
    expect(verifyWebhookSignature({ header: signWebhookBody('whsec_otro', body, t), rawBody: body, secret, now })).toMatchObject({
      ok: false,
      reason: 'SIGNATURE_MISMATCH',
    });
    const moved = `t=${t + 5},v1=${webhookSignature(secret, t, body)}`;
    expect(verifyWebhookSignature({ header: moved, rawBody: body, secret, now })).toMatchObject({
      ok: false,
      reason: 'SIGNATURE_MISMATCH',
    });
  });

  it('accepts any of several v1 and any of several secrets (rotation)', () => {
    const header = `t=${t},v1=${webhookSignature('whsec_viejo', t, body)},v1=${webhookSignature(secret, t, body)}`;
    expect(verifyWebhookSignature({ header, rawBody: body, secret, now })).toMatchObject({ ok: true });
    expect(
      verifyWebhookSignature({ header: signWebhookBody('whsec_viejo', body, t), rawBody: body, secret: [secret, 'whsec_viejo'], now }),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyWebhookSignature({ header: undefined, rawBody: body, secret, now })).toMatchObject({
      ok: false,
      reason: 'MISSING_SIGNATURE',
    });
    for (const header of ['v1=abc', `t=${t}`, `t=ayer,v1=${webhookSignature(secret, t, body)}`, `t=${t},v1=zz`]) {
      expect(verifyWebhookSignature({ header, rawBody: body, secret, now })).toMatchObject({ ok: false, reason: 'MALFORMED_SIGNATURE' });
    }
  });

  it('will not verify with an empty secret (a missing setting must not let anyone sign)', () => {
    const header = signWebhookBody('', body, t);
    expect(() => verifyWebhookSignature({ header, rawBody: body, secret: '', now })).toThrow(/secreto del webhook está vacío/);
    expect(() => verifyWebhookSignature({ header, rawBody: body, secret: [secret, ''], now })).toThrow(/vacío/);
  });

  it('verifyWebhookEvent parses the event only when the signature holds', () => {
    expect(verifyWebhookEvent({ header: signWebhookBody(secret, body, t), rawBody: body, secret, now })).toMatchObject({
      type: 'balance.low',
    });
    expect(() => verifyWebhookEvent({ header: signWebhookBody(secret, body, t), rawBody: body, secret: 'whsec_otro', now })).toThrow(
      WebhookSignatureError,
    );
  });
});
