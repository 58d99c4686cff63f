import { createPrivateKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { calculateJwkThumbprint } from 'jose';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { SigningKey, type PublicSigningJwk } from '../../domain/licence-tokens/signing-key.entity';
import { decryptPrivateKey, encryptPrivateKey, keyEncryptionKey } from './key-encryption';
import { LICENCE_TOKEN_CONFIG, type LicenceTokenConfig } from './licence-token.config';

const DAY_MS = 24 * 3600 * 1000;
/** Serialises, across replicas, the creation and the rotation of the signing key. */
const KEY_LOCK = 'licensing.signing_key';

export interface ActiveSigningKey {
  kid: string;
  privateKey: KeyObject;
}

/**
 * The lifecycle of the keys that sign licence tokens (decision 0034): created on first use, rotated when
 * older than LICENCE_TOKEN_KEY_ROTATION_DAYS (on first use after that, or by the daily job), kept
 * published after retirement until every token they signed has expired, then deleted. Creation and
 * rotation take a transaction-scoped advisory lock and read again under it; the unique partial index on
 * the active key is the last guard. Decrypted private keys are kept in memory by kid.
 */
@Injectable()
export class SigningKeys {
  private readonly kek: Buffer;
  private readonly unlocked = new Map<string, KeyObject>();

  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LICENCE_TOKEN_CONFIG) private readonly config: LicenceTokenConfig,
  ) {
    this.kek = keyEncryptionKey(config.keySecret);
  }

  /** The key to sign with now: the active one, made on first use and replaced once it is due. */
  async active(): Promise<ActiveSigningKey> {
    const current = await this.em.fork().findOne(SigningKey, { retiredOn: null });
    const key = current && !this.isDue(current) ? current : await this.rotate(false);
    return { kid: key.kid, privateKey: this.unlock(key) };
  }

  /**
   * Retires the active key (when `force`, or when it is due) and makes a new one; with no active key, makes
   * the first. Returns the key active afterwards. Two replicas at once: one rotates, the other finds its key.
   */
  async rotate(force: boolean): Promise<SigningKey> {
    try {
      return await this.em.fork().transactional(async (tx) => {
        await tx
          .getConnection()
          .execute('select pg_advisory_xact_lock(hashtext(?)) as locked', [KEY_LOCK], 'all', tx.getTransactionContext());
        const current = await tx.findOne(SigningKey, { retiredOn: null }, { refresh: true });
        if (current && !force && !this.isDue(current)) return current;
        const now = this.clock.now();
        if (current) {
          current.retiredOn = now;
          current.publishedUntil = new Date(now.getTime() + this.config.ttlSeconds * 1000);
          await tx.flush();
        }
        const next = await this.newKey(now);
        tx.persist(next);
        await tx.flush();
        return next;
      });
    } catch (error) {
      // Another writer without the lock (an older replica) made the active key first: use it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const current = await this.em.fork().findOne(SigningKey, { retiredOn: null });
      if (!current) throw error;
      return current;
    }
  }

  /** The public keys that verify tokens still in force: the active key and retired ones until publishedUntil. */
  async published(): Promise<PublicSigningJwk[]> {
    const now = this.clock.now();
    const keys = await this.em
      .fork()
      .find(SigningKey, { $or: [{ retiredOn: null }, { publishedUntil: { $gt: now } }] }, { orderBy: { createdOn: 'desc', kid: 'asc' } });
    return keys.map((key) => key.publicJwk);
  }

  /** Deletes the retired keys whose tokens have all expired; returns how many. */
  async prune(): Promise<number> {
    return this.em.fork().nativeDelete(SigningKey, { retiredOn: { $ne: null }, publishedUntil: { $lte: this.clock.now() } });
  }

  private isDue(key: SigningKey): boolean {
    return this.clock.now().getTime() - key.createdOn.getTime() >= this.config.rotationDays * DAY_MS;
  }

  private async newKey(now: Date): Promise<SigningKey> {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const jwk = publicKey.export({ format: 'jwk' });
    const kid = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x: jwk.x! }, 'sha256');
    const key = new SigningKey();
    key.kid = kid;
    key.algorithm = 'EdDSA';
    key.publicJwk = { kty: 'OKP', crv: 'Ed25519', x: jwk.x!, kid, alg: 'EdDSA', use: 'sig' };
    key.privateKey = encryptPrivateKey(this.kek, kid, privateKey.export({ format: 'der', type: 'pkcs8' }));
    key.createdOn = now;
    key.retiredOn = null;
    key.publishedUntil = null;
    this.unlocked.set(kid, privateKey);
    return key;
  }

  private unlock(key: SigningKey): KeyObject {
    let privateKey = this.unlocked.get(key.kid);
    if (!privateKey) {
      privateKey = createPrivateKey({ key: decryptPrivateKey(this.kek, key.kid, key.privateKey), format: 'der', type: 'pkcs8' });
      this.unlocked.set(key.kid, privateKey);
    }
    return privateKey;
  }
}
