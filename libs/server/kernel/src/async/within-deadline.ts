/** The work did not settle within its deadline. */
export class DeadlineExceededError extends Error {
  constructor(readonly ms: number) {
    super(`No terminó en ${ms} ms`);
    this.name = 'DeadlineExceededError';
  }
}

/**
 * The result of `work`, or a DeadlineExceededError after `ms` (the signal handed to `work` aborts then, so a
 * fetch or a query can stop). The timer is cleared as soon as the work settles.
 *
 * Why not `AbortSignal.timeout(ms)` or a bare `setTimeout` in a race: a timer keeps the async context it was
 * started in — during a request, the request's context and its ORM entity-manager fork — reachable until it
 * fires. Under load, a 3-s timer nobody clears keeps 3 s of requests in memory, old enough to leave the young
 * generation (decision 0071).
 */
export async function withinDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let onAbort: (() => void) | undefined;
  const expired = new Promise<never>((_, reject) => {
    onAbort = () => reject(controller.signal.reason);
    controller.signal.addEventListener('abort', onAbort, { once: true });
  });
  const timer = setTimeout(() => controller.abort(new DeadlineExceededError(ms)), ms);
  timer.unref();
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
    if (onAbort) controller.signal.removeEventListener('abort', onAbort);
  }
}
