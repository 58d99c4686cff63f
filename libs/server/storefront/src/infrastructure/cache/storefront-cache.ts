import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, repeatableHeaders, type Clock } from '@lic/server-kernel';

/** A catalogue answer serialised once: the exact bytes sent, their ETag and until when they hold. */
export interface SerializedAnswer {
  body: Buffer;
  etag: string;
  /** Epoch ms after which the bytes may be stale by themselves (next offer boundary or the safety TTL). */
  expiresAt: number;
}

/** Even with every invalidation delivered, nothing stays cached longer than this. */
export const CACHE_SAFETY_TTL_MS = 5 * 60_000;
/** More entries than this (one per app and customer) empties the cache instead of growing without bound. */
const MAX_ENTRIES = 5000;

/** The cache key of a catalogue: app (as requested, lower case), feature filter and viewer. */
export function catalogueCacheKey(appName: string, featureCode: string | null, customerId: string | null): string {
  return `${appName.toLowerCase()}|${(featureCode ?? '').toUpperCase()}|${customerId ?? ''}`;
}

export function serializedAnswer(value: unknown, expiresAt: number): SerializedAnswer {
  const body = Buffer.from(JSON.stringify(value), 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, expiresAt };
}

/**
 * The storefront's in-memory cache of serialised catalogue answers, per replica (docs/api/ordering.md).
 * Every change of the read model empties it on every replica (CatalogueChangeListener); an entry also
 * expires at the next offer boundary. A fill that started before an invalidation is not stored, so a
 * slow read never puts stale bytes back. While the replica does not listen to the changes (no
 * connection yet, or lost), nothing is stored: every request reads the read model.
 */
@Injectable()
export class StorefrontCache {
  private readonly entries = new Map<string, SerializedAnswer>();
  private readonly filling = new Map<string, Promise<SerializedAnswer>>();
  private generation = 0;
  private changedAt = 0;
  private listening = false;
  private serviceNames?: { generation: number; names: ReadonlySet<string> };
  private fastPathHeaders: readonly string[] | null = null;

  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  /** The cached answer, when present and not expired. */
  get(key: string, now = this.clock.now().getTime()): SerializedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** The cached answer or the one `produce` builds; concurrent misses of a key share one build. */
  async getOrFill(key: string, produce: () => Promise<SerializedAnswer>): Promise<SerializedAnswer> {
    const hit = this.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const inFlightKey = `${generation}#${key}`;
    const pending = this.filling.get(inFlightKey);
    if (pending) return pending;
    const build = produce().finally(() => this.filling.delete(inFlightKey));
    this.filling.set(inFlightKey, build);
    const answer = await build;
    if (this.listening && generation === this.generation && answer.expiresAt > this.clock.now().getTime()) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, answer);
    }
    return answer;
  }

  /** Service names of the read model, memoised until the next invalidation. */
  async knownServiceNames(load: () => Promise<string[]>): Promise<ReadonlySet<string>> {
    const generation = this.generation;
    if (this.serviceNames?.generation === generation) return this.serviceNames.names;
    const names = new Set(await load());
    if (this.listening && generation === this.generation) this.serviceNames = { generation, names };
    return names;
  }

  /**
   * WAL position (bytes) of the newest read-model change this replica heard of: a fill must read a
   * database that has replayed it (a read replica may lag; ReadReplicas then reads the primary).
   */
  get readModelPosition(): number {
    return this.changedAt;
  }

  /** The read model changed (here or on another replica), at `changedAt` when known: forget everything. */
  invalidate(changedAt?: number): void {
    if (changedAt !== undefined) this.changedAt = Math.max(this.changedAt, changedAt);
    this.generation++;
    this.entries.clear();
    this.serviceNames = undefined;
  }

  /** Whether changes of other replicas reach this one; entries are stored only while they do. */
  setListening(listening: boolean): void {
    if (listening !== this.listening) this.invalidate();
    this.listening = listening;
  }

  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The headers the full pipeline put on an anonymous catalogue answer (security headers of the API),
   * minus those that depend on the request or the body; the fast path repeats them.
   */
  rememberResponseHeaders(headers: OutgoingHttpHeaders): void {
    if (this.fastPathHeaders) return;
    // Beside the per-request headers, those the fast path sets itself for each brand and encoding.
    this.fastPathHeaders = repeatableHeaders(headers, ['x-app-name', 'x-tenant', 'cache-control', 'content-encoding', 'vary']);
  }

  /** Those headers as a flat list (name, value, name, value...), as ServerResponse.writeHead takes them. */
  get responseHeaders(): readonly string[] | null {
    return this.fastPathHeaders;
  }
}
