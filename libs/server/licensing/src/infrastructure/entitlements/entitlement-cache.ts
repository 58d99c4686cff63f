import { Injectable } from '@nestjs/common';

/** Longest a replica keeps an entitlement it read; notifications forget it sooner (decision 0033). */
export const ENTITLEMENT_CACHE_TTL_MS = 30_000;
/** Customers whose entries a replica keeps at most; past it the cache starts again empty. */
const MAX_CUSTOMERS = 20_000;

interface Entry<T> {
  value: T;
  until: number;
}

/** `4:900123456`: the customer an entry belongs to; every change forgets a whole customer. */
export const customerKey = (documentType: number, documentNumber: string): string => `${documentType}:${documentNumber}`;

/**
 * Entitlements a replica has read, per customer and then per app + feature (decision 0033). An entry
 * lives until the earliest of ENTITLEMENT_CACHE_TTL_MS and the moment its figures change by themselves
 * (a balance expiring or starting), unless a change forgets its customer first: the changes this
 * replica makes at once, the other replicas' through EntitlementChanges' notifications. While those
 * notifications cannot be received, nothing is stored. A read that a change overtook is not stored
 * (the customer's generation moved on while it ran).
 */
@Injectable()
export class EntitlementCache<T = unknown> {
  private readonly customers = new Map<string, Map<string, Entry<T>>>();
  private readonly generations = new Map<string, number>();
  private everything = 0;
  private listening = false;

  get(customer: string, key: string, now = Date.now()): T | undefined {
    const entries = this.customers.get(customer);
    const entry = entries?.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      entries?.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** To pass to `set`: a read that started before a change of its customer is not kept. */
  generation(customer: string): string {
    return `${this.everything}.${this.generations.get(customer) ?? 0}`;
  }

  set(customer: string, key: string, value: T, until: number, generation: string): void {
    if (!this.listening || this.generation(customer) !== generation) return;
    if (this.customers.size >= MAX_CUSTOMERS && !this.customers.has(customer)) this.customers.clear();
    let entries = this.customers.get(customer);
    if (!entries) this.customers.set(customer, (entries = new Map()));
    entries.set(key, { value, until: Math.min(until, Date.now() + ENTITLEMENT_CACHE_TTL_MS) });
  }

  forget(customer: string): void {
    this.customers.delete(customer);
    if (this.generations.size >= MAX_CUSTOMERS) this.forgetAll();
    else this.generations.set(customer, (this.generations.get(customer) ?? 0) + 1);
  }

  forgetAll(): void {
    this.customers.clear();
    this.generations.clear();
    this.everything++;
  }

  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }
}
