import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is acting in the current request or job; read by the audit hooks of every entity. */
export interface Actor {
  userName: string;
}

const storage = new AsyncLocalStorage<Actor>();

export const auditContext = {
  run<T>(actor: Actor, fn: () => T): T {
    return storage.run(actor, fn);
  },
  current(): Actor | undefined {
    return storage.getStore();
  },
  /** Name written into createdBy / modifiedBy: the token's user, else the system actor. */
  actorName(): string {
    return storage.getStore()?.userName ?? SYSTEM_ACTOR;
  },
};

export const SYSTEM_ACTOR = 'system';
export const ANONYMOUS_ACTOR = 'anonymous';
