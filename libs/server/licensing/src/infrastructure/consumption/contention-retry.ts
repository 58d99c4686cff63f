/** SQLSTATEs of contention that a new attempt resolves: deadlock detected, serialization failure. */
const CONTENTION = new Set(['40P01', '40001']);
/**
 * A concurrent insert of the same (app, event id): the next attempt sees the duplicate. A statement of many
 * events (a batch, a group) may lose a different id to each of several concurrent batches in turn, so it
 * has as many such repeats as contention attempts.
 */
const UNIQUE_VIOLATION = '23505';

export interface ContentionRetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Backoff before the n-th retry: a random delay up to min(maxDelayMs, baseDelayMs × 2^(n-1)) ("full jitter"). */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** About a third of a second of backoff at most, beside PostgreSQL's own deadlock_timeout (1 s) per deadlock. */
export const CONSUMPTION_RETRY: ContentionRetryPolicy = { attempts: 5, baseDelayMs: 20, maxDelayMs: 160 };

/** The statement lost to contention on every attempt. */
export class ContentionExhausted extends Error {
  constructor(
    readonly attempts: number,
    readonly lastError: unknown,
  ) {
    super(`consumption statement still in contention after ${attempts} attempts: ${String((lastError as Error)?.message ?? lastError)}`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs one autocommit statement again when PostgreSQL aborted it for contention (decision 0012): a
 * deadlock or a serialization failure is retried with a jittered exponential backoff, a unique-key race
 * on the event id at once (each repeat sees the ids that won as duplicates; up to `attempts` repeats,
 * counted apart from the contention attempts). Anything else is thrown as it came; contention or races
 * that outlast their attempts end in ContentionExhausted (503 with Retry-After for the caller, never a 500:
 * the statement rolled back, so the app may send the same events again).
 */
export async function withContentionRetry<T>(
  run: () => Promise<T>,
  policy: ContentionRetryPolicy = CONSUMPTION_RETRY,
  wait: (ms: number) => Promise<void> = sleep,
  random: () => number = Math.random,
): Promise<T> {
  let uniqueRepeats = 0;
  let lastError: unknown;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === UNIQUE_VIOLATION) {
        lastError = error;
        if (++uniqueRepeats > policy.attempts) break;
        attempt--;
        continue;
      }
      if (typeof code !== 'string' || !CONTENTION.has(code)) throw error;
      lastError = error;
      if (attempt < policy.attempts)
        await wait(Math.floor(random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))));
    }
  }
  throw new ContentionExhausted(policy.attempts, lastError);
}
