import { describe, expect, it } from '@jest/globals';
import { GroupCommit, type GroupCommitOptions } from './group-commit';

interface Ev {
  id: string;
  n: number;
}

/** A statement the test answers by hand; schedule runs only when the test says so. */
function harness(options: Partial<GroupCommitOptions> = {}) {
  const calls: { key: string; events: Ev[]; resolve: (r: string[]) => void; reject: (e: unknown) => void }[] = [];
  const tasks: (() => void)[] = [];
  const groups = new GroupCommit<Ev, string>(
    (e) => e.id,
    (key, events) => new Promise<string[]>((resolve, reject) => calls.push({ key, events, resolve, reject })),
    { maxEvents: 500, maxInFlight: 1, ...options },
    (task) => tasks.push(task),
  );
  const tick = () => {
    for (const task of tasks.splice(0)) task();
  };
  const settled = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const track = (p: Promise<string>) => {
    const state: { value?: string; error?: unknown } = {};
    p.then(
      (value) => (state.value = value),
      (error: unknown) => (state.error = error),
    );
    return state;
  };
  return { groups, calls, tick, settled, track };
}

const ev = (id: string, n = 1): Ev => ({ id, n });
const echo = (events: Ev[]) => events.map((e) => `${e.id}:${e.n}`);

describe('GroupCommit (decision 0037)', () => {
  it('sends what arrived in one turn of the event loop as one group, in order of arrival', async () => {
    const { groups, calls, tick, settled, track } = harness();
    const answers = ['a', 'b', 'c'].map((id, n) => track(groups.submit('k', ev(id, n))));
    expect(calls).toHaveLength(0);
    tick();
    expect(calls).toHaveLength(1);
    expect(calls[0].events.map((e) => e.id)).toEqual(['a', 'b', 'c']);
    await settled();
    expect(answers.every((a) => a.value === undefined)).toBe(true);
    calls[0].resolve(echo(calls[0].events));
    await settled();
    expect(answers.map((a) => a.value)).toEqual(['a:0', 'b:1', 'c:2']);
    expect(groups.stats).toEqual({ groups: 1, events: 3, largest: 3 });
  });

  it('while a group is in flight, what arrives waits and goes in the next group when it returns', async () => {
    const { groups, calls, tick, settled, track } = harness();
    const first = track(groups.submit('k', ev('a')));
    tick();
    const later = ['b', 'c', 'd'].map((id) => track(groups.submit('k', ev(id))));
    tick();
    expect(calls).toHaveLength(1);
    calls[0].resolve(['A']);
    await settled();
    expect(first.value).toBe('A');
    expect(calls).toHaveLength(2);
    expect(calls[1].events.map((e) => e.id)).toEqual(['b', 'c', 'd']);
    calls[1].resolve(['B', 'C', 'D']);
    await settled();
    expect(later.map((a) => a.value)).toEqual(['B', 'C', 'D']);
    expect(groups.pending).toBe(0);
  });

  it('keeps keys apart: each key has its own groups and its own flight', async () => {
    const { groups, calls, tick } = harness();
    void groups.submit('colfactura', ev('a'));
    void groups.submit('colnomina', ev('b'));
    void groups.submit('colfactura', ev('c'));
    tick();
    expect(calls.map((c) => [c.key, c.events.map((e) => e.id)])).toEqual([
      ['colfactura', ['a', 'c']],
      ['colnomina', ['b']],
    ]);
  });

  it('bounds a group to maxEvents, and sends a full group without waiting for the turn to end', async () => {
    const { groups, calls, tick, settled } = harness({ maxEvents: 3 });
    for (let i = 0; i < 7; i++) void groups.submit('k', ev(`e${i}`));
    // The third member filled a group: sent at once; the rest wait for that flight.
    expect(calls).toHaveLength(1);
    expect(calls[0].events.map((e) => e.id)).toEqual(['e0', 'e1', 'e2']);
    tick();
    expect(calls).toHaveLength(1);
    calls[0].resolve(echo(calls[0].events));
    await settled();
    expect(calls[1].events.map((e) => e.id)).toEqual(['e3', 'e4', 'e5']);
    calls[1].resolve(echo(calls[1].events));
    await settled();
    expect(calls[2].events.map((e) => e.id)).toEqual(['e6']);
    expect(groups.stats.largest).toBe(3);
  });

  it('never puts one event id twice in a group nor in two groups in flight: the replay waits for the commit', async () => {
    const { groups, calls, tick, settled, track } = harness({ maxInFlight: 2 });
    const a1 = track(groups.submit('k', ev('a', 1)));
    const b = track(groups.submit('k', ev('b')));
    const a2 = track(groups.submit('k', ev('a', 2)));
    const c = track(groups.submit('k', ev('c')));
    tick();
    // The second "a" stays behind; "c" goes on with the first group.
    expect(calls).toHaveLength(1);
    expect(calls[0].events.map((e) => `${e.id}${e.n}`)).toEqual(['a1', 'b1', 'c1']);
    // A second slot is free, but the only pending member's id is in flight.
    void groups.submit('k', ev('d'));
    tick();
    expect(calls).toHaveLength(2);
    expect(calls[1].events.map((e) => e.id)).toEqual(['d']);
    calls[0].resolve(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    await settled();
    expect([a1.value, b.value, c.value, a2.value]).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED', undefined]);
    expect(calls).toHaveLength(3);
    expect(calls[2].events).toEqual([ev('a', 2)]);
    calls[2].resolve(['DUPLICATE']);
    await settled();
    expect(a2.value).toBe('DUPLICATE');
  });

  it('a failed statement fails every member with its error, and the next group goes on', async () => {
    const { groups, calls, tick, settled, track } = harness();
    const failing = ['a', 'b', 'c'].map((id) => track(groups.submit('k', ev(id))));
    tick();
    const next = track(groups.submit('k', ev('d')));
    const busy = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    calls[0].reject(busy);
    await settled();
    expect(failing.map((a) => a.error)).toEqual([busy, busy, busy]);
    expect(failing.every((a) => a.value === undefined)).toBe(true);
    expect(calls[1].events.map((e) => e.id)).toEqual(['d']);
    calls[1].resolve(['D']);
    await settled();
    expect(next.value).toBe('D');
  });

  it('a statement that throws at once or answers the wrong number of results fails the whole group', async () => {
    const thrown = new GroupCommit<Ev, string>(
      () => 'x',
      () => {
        throw new Error('sin conexión');
      },
      { maxEvents: 10, maxInFlight: 1 },
      (task) => task(),
    );
    await expect(thrown.submit('k', ev('x'))).rejects.toThrow('sin conexión');

    const { groups, calls, tick, settled, track } = harness();
    const members = ['a', 'b'].map((id) => track(groups.submit('k', ev(id))));
    tick();
    calls[0].resolve(['only one']);
    await settled();
    expect(members.map((m) => (m.error as Error)?.message)).toEqual([
      'group commit: 2 events, 1 results',
      'group commit: 2 events, 1 results',
    ]);
  });

  it('with real timers, concurrent submissions share statements and each gets its own answer', async () => {
    let statements = 0;
    const groups = new GroupCommit<Ev, string>(
      (e) => e.id,
      async (_key, events) => {
        statements++;
        await new Promise((r) => setTimeout(r, 5));
        return events.map((e) => e.id.toUpperCase());
      },
      { maxEvents: 50, maxInFlight: 1 },
    );
    const ids = Array.from({ length: 200 }, (_, i) => `ev${i}`);
    const answers = await Promise.all(ids.map((id) => groups.submit('k', ev(id))));
    expect(answers).toEqual(ids.map((id) => id.toUpperCase()));
    expect(statements).toBe(4);
    expect(groups.stats).toEqual({ groups: 4, events: 200, largest: 50 });
    expect(groups.pending).toBe(0);
  });

  it('refuses settings that would never send anything', () => {
    expect(
      () =>
        new GroupCommit<Ev, string>(
          (e) => e.id,
          async () => [],
          { maxEvents: 0, maxInFlight: 1 },
        ),
    ).toThrow();
  });
});
