/**
 * Where revoked session ids (refresh-token families) are kept until every access token of them has
 * expired: Redis when REDIS_URL is set, PostgreSQL otherwise (docs/security/sessions-and-tokens.md).
 */
export interface SessionRevocationStore {
  /** Records the ids as revoked for `ttlMs` (at least the access-token lifetime). */
  add(sessionIds: readonly string[], ttlMs: number): Promise<void>;
  isRevoked(sessionId: string): Promise<boolean>;
}

export const SESSION_REVOCATION_STORE = Symbol('SESSION_REVOCATION_STORE');
