import { describe, expect, it } from '@jest/globals';
import { retryText, waitBeforeAttempt, withFailure, type SignInFailureRecord } from './sign-in-failures';

const policy = { slowdownAfter: 3, lockAfter: 10, lockMinutes: 15 };
const t0 = Date.parse('2026-11-25T10:00:00Z');

function fail(times: number, from: SignInFailureRecord | null = null, at = t0): SignInFailureRecord | null {
  let record = from;
  for (let i = 0; i < times; i++) record = withFailure(record, at, policy);
  return record;
}

describe('sign-in failures of one user name', () => {
  it('let the first attempts through at once', () => {
    expect(waitBeforeAttempt(null, t0)).toBe(0);
    expect(waitBeforeAttempt(fail(2), t0)).toBe(0);
  });

  it('slow down after the third failure, doubling the wait', () => {
    expect(waitBeforeAttempt(fail(3), t0)).toBe(1000);
    expect(waitBeforeAttempt(fail(4), t0)).toBe(2000);
    expect(waitBeforeAttempt(fail(9), t0)).toBe(64_000);
  });

  it('lock for 15 minutes at the tenth failure, and twice as long at each further one', () => {
    expect(waitBeforeAttempt(fail(10), t0)).toBe(15 * 60_000);
    expect(waitBeforeAttempt(fail(11), t0)).toBe(30 * 60_000);
    expect(waitBeforeAttempt(fail(20), t0)).toBe(86_400_000);
  });

  it('forget the failures a day after the last one', () => {
    const old = fail(10);
    expect(withFailure(old, t0 + 86_400_000, policy).failures).toBe(1);
    expect(withFailure(old, t0 + 86_399_000, policy).failures).toBe(11);
  });

  it('say how long to wait in Spanish', () => {
    expect(retryText(15 * 60_000)).toBe('Intenta de nuevo en 15 minutos.');
    expect(retryText(61_000)).toBe('Intenta de nuevo en 2 minutos.');
    expect(retryText(60_000)).toBe('Intenta de nuevo en 1 minuto.');
    expect(retryText(1500)).toBe('Intenta de nuevo en 2 segundos.');
    expect(retryText(200)).toBe('Intenta de nuevo en 1 segundo.');
  });
});
