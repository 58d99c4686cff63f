import { describe, expect, it } from '@jest/globals';
import { ContentionExhausted, withContentionRetry } from './contention-retry';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
const policy = { attempts: 4, baseDelayMs: 10, maxDelayMs: 25 };

/** A statement that fails with the given codes, in order, then answers 'ok'. */
function failing(...codes: string[]) {
  let calls = 0;
  const run = async () => {
    const code = codes[calls++];
    if (code) throw pgError(code);
    return 'ok';
  };
  return { run, calls: () => calls };
}

describe('withContentionRetry (decision 0012)', () => {
  it('retries deadlocks and serialization failures with a growing, capped, jittered backoff', async () => {
    const waits: number[] = [];
    const statement = failing('40P01', '40001', '40P01');
    const answer = await withContentionRetry(
      statement.run,
      policy,
      async (ms) => void waits.push(ms),
      () => 0.999,
    );
    expect(answer).toBe('ok');
    expect(statement.calls()).toBe(4);
    expect(waits).toEqual([9, 19, 24]);
  });

  it('gives up after the attempts with ContentionExhausted, keeping the last error', async () => {
    const statement = failing('40P01', '40P01', '40P01', '40001', '40P01');
    const outcome = withContentionRetry(statement.run, policy, async () => undefined);
    await expect(outcome).rejects.toBeInstanceOf(ContentionExhausted);
    await expect(outcome).rejects.toMatchObject({ attempts: 4, lastError: { code: '40001' } });
    expect(statement.calls()).toBe(4);
  });

  it('repeats a unique-key race on the event id at once, and not as a contention attempt', async () => {
    const waits: number[] = [];
    const statement = failing('23505', '40P01', '40P01', '40P01');
    expect(
      await withContentionRetry(
        statement.run,
        policy,
        async (ms) => void waits.push(ms),
        () => 0,
      ),
    ).toBe('ok');
    expect(statement.calls()).toBe(5);
    expect(waits).toHaveLength(3);
  });

  it('repeats races lost to several concurrent batches in turn (a statement of many events), without waiting', async () => {
    const waits: number[] = [];
    const statement = failing('23505', '23505', '23505', '40P01', '23505');
    expect(await withContentionRetry(statement.run, policy, async (ms) => void waits.push(ms))).toBe('ok');
    expect(statement.calls()).toBe(6);
    expect(waits).toHaveLength(1);
  });

  it('ends races that never stop in ContentionExhausted (a 503 the app sends again), not in the raw unique violation', async () => {
    const statement = failing(...Array<string>(10).fill('23505'));
    const outcome = withContentionRetry(statement.run, policy, async () => undefined);
    await expect(outcome).rejects.toBeInstanceOf(ContentionExhausted);
    await expect(outcome).rejects.toMatchObject({ lastError: { code: '23505' } });
    expect(statement.calls()).toBe(policy.attempts + 1);
  });

  it('throws any other error at once', async () => {
    const statement = failing('57014');
    await expect(withContentionRetry(statement.run, policy, async () => undefined)).rejects.toMatchObject({ code: '57014' });
    expect(statement.calls()).toBe(1);
  });
});
