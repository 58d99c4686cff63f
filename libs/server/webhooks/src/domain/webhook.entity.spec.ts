import { describe, expect, it } from '@jest/globals';
import { Webhook } from './webhook.entity';

describe('a webhook rotating its secret', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const webhook = () => Object.assign(new Webhook(), { secretCiphertext: 'first' });

  it('signs with the new secret and the replaced one until the grace period ends, then with the new one alone', () => {
    const hook = webhook();
    hook.rotate('second', now, 3_600);
    expect(hook.secretRotatedOn).toEqual(now);
    expect(hook.signingCiphertexts(later(3_599))).toEqual(['second', 'first']);
    expect(hook.signingCiphertexts(later(3_600))).toEqual(['second']);
    expect(hook.toView().previousSecretExpiresOn).toBe(later(3_600).toISOString());
  });

  it('with no grace period, the replaced secret stops signing at once', () => {
    const hook = webhook();
    hook.rotate('second', now, 0);
    expect(hook.signingCiphertexts(now)).toEqual(['second']);
    expect(hook.previousSecretCiphertext).toBeNull();
    expect(hook.toView().previousSecretExpiresOn).toBeNull();
  });

  it('rotating again during a grace period keeps only the secret it replaces', () => {
    const hook = webhook();
    hook.rotate('second', now, 3_600);
    hook.rotate('third', later(60), 3_600);
    expect(hook.signingCiphertexts(later(120))).toEqual(['third', 'second']);
  });
});
