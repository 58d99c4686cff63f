import { Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { integrationEvents } from './integration-event';

/** Where `@EventsHandler(...)` of @nestjs/cqrs keeps its event classes (its EVENTS_HANDLER_METADATA, not exported). */
const EVENTS_HANDLER_METADATA = '__eventsHandler__';

/** One subscriber of one integration event: a handler class, with a durable queue of its own. */
export interface IntegrationSubscriber {
  eventName: string;
  /** The handler class's name, e.g. `IssueLicencesOnPaymentApproved`. */
  name: string;
  /** `<eventName>/<HandlerClassName>`: stable across deployments, the pg-boss queue of its deliveries. */
  queue: string;
  handle(event: object): unknown;
}

interface EventHandlerInstance {
  handle(event: object): unknown;
}

export function deliveryQueueName(eventName: string, handlerName: string): string {
  return `${eventName}/${handlerName}`;
}

/**
 * The subscribers of integration events, found once among the Nest providers: every `@EventsHandler`
 * class of an event registered with `integrationEvents` (one way to subscribe; a handler of several
 * events is one subscriber per event). The outbox relay enqueues a delivery per subscriber and the
 * delivery workers run them. Handlers of local events stay on the CQRS event bus only.
 */
@Injectable()
export class IntegrationSubscribers {
  private found?: IntegrationSubscriber[];

  constructor(private readonly discovery: DiscoveryService) {}

  all(): IntegrationSubscriber[] {
    this.found ??= this.discover();
    return this.found;
  }

  of(eventName: string): IntegrationSubscriber[] {
    return this.all().filter((subscriber) => subscriber.eventName === eventName);
  }

  byQueue(queue: string): IntegrationSubscriber | undefined {
    return this.all().find((subscriber) => subscriber.queue === queue);
  }

  private discover(): IntegrationSubscriber[] {
    const subscribers: IntegrationSubscriber[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const metatype = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!metatype || !wrapper.isDependencyTreeStatic()) continue;
      const events = Reflect.getMetadata(EVENTS_HANDLER_METADATA, metatype) as unknown[] | undefined;
      if (!events) continue;
      const instance = wrapper.instance as EventHandlerInstance;
      for (const event of events) {
        const eventName = integrationEvents.nameOfClass(event);
        if (!eventName) continue;
        const queue = deliveryQueueName(eventName, metatype.name);
        if (subscribers.some((s) => s.queue === queue)) throw new Error(`Two subscribers share the delivery queue ${queue}`);
        subscribers.push({ eventName, name: metatype.name, queue, handle: (e) => instance.handle(e) });
      }
    }
    return subscribers.sort((a, b) => a.queue.localeCompare(b.queue));
  }
}
