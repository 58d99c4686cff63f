import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SESSION_REVOCATION_STORE, type SessionRevocationStore } from './session-revocation.store';

const UNAVAILABLE = 'No fue posible validar tu sesión en este momento. Intenta de nuevo en unos segundos.';
/** Margin for clocks of replicas that sign and verify tokens a little apart. */
const CLOCK_SKEW_MS = 60_000;
const MAX_CACHED = 10_000;

/**
 * The revocation list of sessions (the `sid` claim: a refresh-token family). Every authenticated
 * request and socket handshake asks it; a replica reuses an answer for at most
 * SESSION_REVOCATION_CACHE_MS (≤ 1 s), so a revocation on any replica ends access everywhere within
 * that time, and at once on the replica that revoked.
 */
@Injectable()
export class SessionRevocations {
  private readonly logger = new Logger('SessionRevocations');
  private readonly cache = new Map<string, { revoked: boolean; checkedAt: number }>();

  constructor(
    @Inject(SESSION_REVOCATION_STORE) private readonly store: SessionRevocationStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Revokes the sessions until every access token they may have issued has expired. Throws (503)
   * when the list cannot be written, so the caller's transaction rolls back and the client retries.
   */
  async revoke(sessionIds: readonly string[]): Promise<void> {
    const unique = [...new Set(sessionIds)];
    if (!unique.length) return;
    try {
      await this.store.add(unique, this.config.accessTokenTtlSeconds * 1000 + CLOCK_SKEW_MS);
    } catch (error) {
      this.logger.error({ err: error }, 'session revocation list unreachable: nothing revoked');
      throw this.unavailable();
    }
    for (const id of unique) this.remember(id, true);
  }

  /** A store outage answers 503 (fail closed): a revoked session must never pass for a live one. */
  async isRevoked(sessionId: string): Promise<boolean> {
    const cached = this.cache.get(sessionId);
    if (cached && (cached.revoked || Date.now() - cached.checkedAt < this.config.sessionRevocationCacheMs)) return cached.revoked;
    let revoked: boolean;
    try {
      revoked = await this.store.isRevoked(sessionId);
    } catch (error) {
      this.logger.error({ err: error }, 'session revocation list unreachable');
      throw this.unavailable();
    }
    this.remember(sessionId, revoked);
    return revoked;
  }

  private unavailable(): ServiceUnavailableException {
    return new ServiceUnavailableException({ code: 'ACCESS.SESSION_CHECK_UNAVAILABLE', statusMessage: UNAVAILABLE });
  }

  private remember(sessionId: string, revoked: boolean): void {
    if (this.cache.size >= MAX_CACHED) this.cache.clear();
    this.cache.set(sessionId, { revoked, checkedAt: Date.now() });
  }
}
