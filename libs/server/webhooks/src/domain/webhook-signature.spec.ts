import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { signatureHeader, verifySignature } from './webhook-signature';

describe('the Licencias-Signature header', () => {
  const body = '{"id":"e1","type":"licence.issued"}';

  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', 'whsec_x').update(`1700000000.${body}`).digest('hex');
    expect(signatureHeader('whsec_x', 1700000000, body)).toBe(`t=1700000000,v1=${expected}`);
  });

  it('verifies with the secret within 5 minutes; refuses another secret, another body, an old or forged one', () => {
    const header = signatureHeader('whsec_x', 1700000000, body);
    expect(verifySignature('whsec_x', header, body, 1700000000 + 299)).toBe(true);
    expect(verifySignature('whsec_y', header, body, 1700000000)).toBe(false);
    expect(verifySignature('whsec_x', header, `${body} `, 1700000000)).toBe(false);
    expect(verifySignature('whsec_x', header, body, 1700000000 + 301)).toBe(false);
    expect(verifySignature('whsec_x', `t=1700000000,v1=${'0'.repeat(64)}`, body, 1700000000)).toBe(false);
    expect(verifySignature('whsec_x', undefined, body, 1700000000)).toBe(false);
  });

  it('carries one v1 per signing secret while a rotation lasts, the new one first; either secret verifies it', () => {
    const mac = (secret: string) => createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    const header = signatureHeader(['whsec_new', 'whsec_old'], 1700000000, body);
    expect(header).toBe(`t=1700000000,v1=${mac('whsec_new')},v1=${mac('whsec_old')}`);
    expect(verifySignature('whsec_new', header, body, 1700000000)).toBe(true);
    expect(verifySignature('whsec_old', header, body, 1700000000)).toBe(true);
    expect(verifySignature('whsec_other', header, body, 1700000000)).toBe(false);
  });
});
