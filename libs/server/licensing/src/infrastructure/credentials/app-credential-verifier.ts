import { Injectable, Logger } from '@nestjs/common';
import { secretMatches } from '../../domain/credentials/app-credential-secret';
import { ConsumptionDatabase } from '../consumption/consumption-database';

/** How long a replica trusts what it read about a credential: a revocation takes effect within this. */
export const CREDENTIAL_CACHE_TTL_MS = 5_000;
/** last_used_on is written at most this often per credential (not on every event). */
const LAST_USED_EVERY_MS = 60_000;

interface CachedCredential {
  /** Null when the client id is unknown or revoked. */
  credential: { id: string; appName: string; secretHash: string } | null;
  readUntil: number;
}

interface CredentialRow {
  id: string;
  app_name: string;
  secret_hash: string;
  revoked_on: Date | null;
}

/**
 * Checks app credentials on the consumption hot path: one indexed read per client id every
 * CREDENTIAL_CACHE_TTL_MS (5 s) per replica, then a SHA-256 per request. Revoking on any replica is
 * seen by every replica within 5 s; on the revoking replica at once.
 */
@Injectable()
export class AppCredentialVerifier {
  private readonly logger = new Logger('AppCredentials');
  private readonly cache = new Map<string, CachedCredential>();
  private readonly reading = new Map<string, Promise<CachedCredential>>();
  private readonly lastUsedWritten = new Map<string, number>();

  constructor(private readonly database: ConsumptionDatabase) {}

  /** The app of a valid, unrevoked credential; null otherwise. */
  async verify(clientId: string, secret: string): Promise<{ credentialId: string; appName: string } | null> {
    if (clientId.length > 64) return null;
    const now = Date.now();
    let entry = this.cache.get(clientId);
    if (!entry || entry.readUntil <= now) entry = await this.read(clientId);
    const credential = entry.credential;
    if (!credential || !secretMatches(secret, credential.secretHash)) return null;
    this.touch(credential.id, now);
    return { credentialId: credential.id, appName: credential.appName };
  }

  /** Forgets what this replica knows about a credential (after a revocation). */
  forget(clientId: string): void {
    this.cache.delete(clientId);
  }

  private read(clientId: string): Promise<CachedCredential> {
    let pending = this.reading.get(clientId);
    if (!pending) {
      pending = this.database
        .query<CredentialRow>(
          'select id, app_name, secret_hash, revoked_on from licensing.app_credential where client_id = $1',
          [clientId],
          'licensing.app_credential_by_client_id',
        )
        .then(({ rows }) => {
          const row = rows[0];
          const entry: CachedCredential = {
            credential: row && !row.revoked_on ? { id: row.id, appName: row.app_name, secretHash: row.secret_hash } : null,
            readUntil: Date.now() + CREDENTIAL_CACHE_TTL_MS,
          };
          if (this.cache.size > 10_000) this.cache.clear(); // unknown client ids must not grow the map forever
          this.cache.set(clientId, entry);
          return entry;
        })
        .finally(() => this.reading.delete(clientId));
      this.reading.set(clientId, pending);
    }
    return pending;
  }

  private touch(credentialId: string, now: number): void {
    if (now - (this.lastUsedWritten.get(credentialId) ?? 0) < LAST_USED_EVERY_MS) return;
    this.lastUsedWritten.set(credentialId, now);
    this.database
      .query('update licensing.app_credential set last_used_on = now() where id = $1', [credentialId])
      .catch((error: unknown) => this.logger.warn(`last_used_on not written: ${String(error)}`));
  }
}
