import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What the current HTTP request may read from a read replica: only a read (GET, HEAD) may, and then
 * only what has replayed the requesting user's last write (`mustSee`, a WAL position in bytes).
 * Outside a request (event handlers, jobs, the relay) there is no scope: everything reads the primary.
 */
export interface ReadScope {
  replicaAllowed: boolean;
  mustSee?: number;
}

const storage = new AsyncLocalStorage<ReadScope>();

export const readScope = {
  run<T>(scope: ReadScope, fn: () => T): T {
    return storage.run(scope, fn);
  },
  current(): ReadScope | undefined {
    return storage.getStore();
  },
};
