/**
 * An event that crosses contexts. Its class carries a stable `eventName`; its own enumerable
 * fields are the payload written to the outbox.
 */
export interface IntegrationEventClass<T extends object = object> {
  readonly eventName: string;
  new (...args: never[]): T;
}

const registry = new Map<string, IntegrationEventClass>();

export const integrationEvents = {
  register(...classes: IntegrationEventClass[]): void {
    for (const cls of classes) {
      const existing = registry.get(cls.eventName);
      if (existing && existing !== cls) throw new Error(`Two integration events are named ${cls.eventName}`);
      registry.set(cls.eventName, cls);
    }
  },
  /** The event name of a registered integration event class, or undefined for any other class. */
  nameOfClass(cls: unknown): string | undefined {
    const name = (cls as Partial<IntegrationEventClass> | undefined)?.eventName;
    return typeof name === 'string' && registry.get(name) === cls ? name : undefined;
  },
  nameOf(event: object): string {
    const name = (event.constructor as Partial<IntegrationEventClass>).eventName;
    if (!name || registry.get(name) !== event.constructor) {
      throw new Error(`${event.constructor.name} is not a registered integration event`);
    }
    return name;
  },
  revive(name: string, payload: Record<string, unknown>): object {
    const cls = registry.get(name);
    if (!cls) throw new Error(`Unknown integration event ${name}`);
    return Object.assign(Object.create(cls.prototype) as object, reviveDates(payload));
  },
};

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

function reviveDates(payload: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(payload).map(([key, value]) => [key, typeof value === 'string' && isoDate.test(value) ? new Date(value) : value]),
  );
}
