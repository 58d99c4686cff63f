/** How concurrent single events are gathered into shared statements (decision 0037). */
export interface GroupCommitOptions {
  /** Most events in one group, i.e. in one statement and one commit. */
  maxEvents: number;
  /** Groups of one key in flight at once; what arrives meanwhile waits and forms the next group. */
  maxInFlight: number;
  /** Told the size of every group as it is sent (the metric of group sizes). */
  onGroup?: (events: number) => void;
}

export interface GroupCommitStats {
  /** Groups sent (a group of one included). */
  groups: number;
  /** Events sent in them. */
  events: number;
  /** The largest group sent so far. */
  largest: number;
}

interface Member<E, R> {
  event: E;
  id: string;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface Queue<E, R> {
  pending: Member<E, R>[];
  inFlight: number;
  /** Event ids of the groups in flight (take() never sends an id that is already in flight). */
  inFlightIds: Set<string>;
  scheduled: boolean;
}

/**
 * Group commit of concurrent single events (decision 0037). Events are queued per key (the app and its
 * service: what one statement may meter together). A key with room in flight sends what is pending at
 * the end of the current turn of the event loop (the requests whose bodies arrived together), or at
 * once when `maxEvents` are pending; while its groups are in flight, what arrives waits and goes in the
 * next group as soon as one returns. Each member is settled only when its group's statement returned:
 * with its own result (`run` answers one result per event, in the order given) or, when the statement
 * failed, with that same error — a group is one statement, so it was applied whole or not at all.
 *
 * Two members with the same event id never travel in one group, nor in two groups in flight at once:
 * the later one waits for the earlier one's commit and then reads it as a duplicate, exactly as it
 * would have alone (a refused event is not kept, so its replay is decided again). Otherwise the order
 * of arrival is kept.
 */
export class GroupCommit<E, R> {
  private readonly queues = new Map<string, Queue<E, R>>();
  readonly stats: GroupCommitStats = { groups: 0, events: 0, largest: 0 };

  constructor(
    private readonly idOf: (event: E) => string,
    private readonly run: (key: string, events: E[]) => Promise<R[]>,
    private readonly options: GroupCommitOptions,
    private readonly schedule: (task: () => void) => void = setImmediate,
  ) {
    if (!(options.maxEvents >= 1) || !(options.maxInFlight >= 1)) throw new Error('group commit needs maxEvents and maxInFlight ≥ 1');
  }

  /** Settles with the event's own result once the statement of its group returned. */
  submit(key: string, event: E): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      let queue = this.queues.get(key);
      if (!queue) {
        queue = { pending: [], inFlight: 0, inFlightIds: new Set(), scheduled: false };
        this.queues.set(key, queue);
      }
      queue.pending.push({ event, id: this.idOf(event), resolve, reject });
      if (queue.inFlight >= this.options.maxInFlight) return;
      if (queue.pending.length >= this.options.maxEvents) this.drain(key, queue);
      else if (!queue.scheduled) {
        queue.scheduled = true;
        const scheduled = queue;
        this.schedule(() => {
          scheduled.scheduled = false;
          this.drain(key, scheduled);
        });
      }
    });
  }

  /** Events waiting for a group (all keys). */
  get pending(): number {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.pending.length;
    return count;
  }

  /** Starts groups while the key has room in flight and members that may go. */
  private drain(key: string, queue: Queue<E, R>): void {
    while (queue.inFlight < this.options.maxInFlight && queue.pending.length > 0) {
      const group = this.take(queue);
      if (group.length === 0) break;
      this.start(key, queue, group);
    }
    if (queue.inFlight === 0 && queue.pending.length === 0 && !queue.scheduled) this.queues.delete(key);
  }

  /** The next group: pending members in order, up to maxEvents, none whose id is in it or in flight. */
  private take(queue: Queue<E, R>): Member<E, R>[] {
    const group: Member<E, R>[] = [];
    const ids = new Set<string>();
    let waiting: Member<E, R>[] | null = null;
    let i = 0;
    for (; i < queue.pending.length && group.length < this.options.maxEvents; i++) {
      const member = queue.pending[i];
      if (ids.has(member.id) || queue.inFlightIds.has(member.id)) (waiting ??= []).push(member);
      else {
        ids.add(member.id);
        group.push(member);
      }
    }
    const rest = queue.pending.slice(i);
    queue.pending = waiting ? waiting.concat(rest) : rest;
    return group;
  }

  private start(key: string, queue: Queue<E, R>, group: Member<E, R>[]): void {
    queue.inFlight++;
    for (const member of group) queue.inFlightIds.add(member.id);
    this.stats.groups++;
    this.stats.events += group.length;
    if (group.length > this.stats.largest) this.stats.largest = group.length;
    this.options.onGroup?.(group.length);
    const events = group.map((member) => member.event);
    let statement: Promise<R[]>;
    try {
      statement = this.run(key, events);
    } catch (error) {
      statement = Promise.reject(error);
    }
    statement
      .then((results) => {
        if (!Array.isArray(results) || results.length !== group.length)
          throw new Error(`group commit: ${group.length} events, ${Array.isArray(results) ? results.length : 'no'} results`);
        return results;
      })
      .then(
        (results) => group.forEach((member, i) => member.resolve(results[i])),
        (error: unknown) => group.forEach((member) => member.reject(error)),
      )
      .finally(() => {
        queue.inFlight--;
        for (const member of group) queue.inFlightIds.delete(member.id);
        this.drain(key, queue);
      });
  }
}
