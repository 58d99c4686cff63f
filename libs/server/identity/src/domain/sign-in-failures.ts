/**
 * Per-account protection of the sign-in (NIST SP 800-63B §5.2.2): every attempt is counted before
 * the password is checked, a success clears the count, and after `slowdownAfter` failures each
 * further attempt must wait (1 s, 2 s, 4 s…); after `lockAfter` the user name is locked for
 * `lockMinutes`, doubling with each further failure (at most a day). Counted for unknown user names
 * too, so the answer never tells whether a user exists.
 */
export interface SignInFailurePolicy {
  slowdownAfter: number;
  lockAfter: number;
  lockMinutes: number;
}

export interface SignInFailureRecord {
  failures: number;
  lastFailureAt: number;
  /** Epoch ms before which no attempt is checked. */
  blockedUntil: number;
}

/** Failures are forgotten a day after the last one. */
export const FORGET_FAILURES_AFTER_MS = 86_400_000;
const MAX_WAIT_MS = 86_400_000;

export function waitBeforeAttempt(record: SignInFailureRecord | null, now: number): number {
  return record ? Math.max(0, record.blockedUntil - now) : 0;
}

/** The record once one more attempt is counted as failed (until it succeeds). */
export function withFailure(record: SignInFailureRecord | null, now: number, policy: SignInFailurePolicy): SignInFailureRecord {
  const fresh = !record || now - record.lastFailureAt >= FORGET_FAILURES_AFTER_MS;
  const failures = fresh ? 1 : record.failures + 1;
  let waitMs = 0;
  if (failures >= policy.lockAfter) waitMs = policy.lockMinutes * 60_000 * 2 ** (failures - policy.lockAfter);
  else if (failures >= policy.slowdownAfter) waitMs = 1000 * 2 ** (failures - policy.slowdownAfter);
  return { failures, lastFailureAt: now, blockedUntil: now + Math.min(waitMs, MAX_WAIT_MS) };
}

/** "Intenta de nuevo en 15 minutos." / "en 4 segundos." (rounded up). */
export function retryText(waitMs: number): string {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Intenta de nuevo en ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`;
  }
  const minutes = Math.ceil(waitMs / 60_000);
  return `Intenta de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}
