import { createHook } from 'node:async_hooks';
import { describe, expect, it } from '@jest/globals';
import { DeadlineExceededError, withinDeadline } from './within-deadline';

/** Timers started while `run` runs that are still pending when it has settled. */
async function timersLeftBehind(run: () => Promise<unknown>): Promise<number> {
  const pending = new Set<number>();
  const hook = createHook({
    init(id, type) {
      if (type === 'Timeout') pending.add(id);
    },
    destroy(id) {
      pending.delete(id);
    },
  });
  hook.enable();
  try {
    await run();
    // destroy hooks run on a later tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    hook.disable();
  }
  return pending.size;
}

describe('withinDeadline', () => {
  it('answers what the work answers and leaves no timer behind', async () => {
    let answer: string | undefined;
    const left = await timersLeftBehind(async () => {
      answer = await withinDeadline(60_000, async () => 'listo');
    });
    expect(answer).toBe('listo');
    expect(left).toBe(0);
  });

  it('passes the work’s failure on and leaves no timer behind', async () => {
    const left = await timersLeftBehind(async () => {
      await expect(withinDeadline(60_000, async () => Promise.reject(new Error('falló')))).rejects.toThrow('falló');
    });
    expect(left).toBe(0);
  });

  it('rejects with DeadlineExceededError when the work is late, and aborts its signal', async () => {
    let signal: AbortSignal | undefined;
    const late = withinDeadline(20, (given) => {
      signal = given;
      return new Promise<string>(() => undefined);
    });
    await expect(late).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(signal?.aborted).toBe(true);
  });

  it('AbortSignal.timeout, which it replaces, does leave its timer behind (the retention it avoids)', async () => {
    const left = await timersLeftBehind(async () => {
      const signal = AbortSignal.timeout(60_000);
      await Promise.resolve(signal);
    });
    expect(left).toBe(1);
  });
});
