import { createLocalJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { defaultKeySetPath, fileKeySetStore, usableKeySet, type KeySetStore, type StoredKeySet } from './key-set-store.js';
import type { LicenceTokenClaims, LicenceTokenJwks } from './types.js';

export type LicenceTokenErrorCode =
  'TOKEN_EXPIRED' | 'TOKEN_WRONG_AUDIENCE' | 'TOKEN_WRONG_ISSUER' | 'TOKEN_UNKNOWN_KEY' | 'TOKEN_INVALID' | 'JWKS_UNAVAILABLE';

const messages: Record<LicenceTokenErrorCode, string> = {
  TOKEN_EXPIRED: 'El token de licencia venció: pide uno nuevo al servidor de licencias.',
  TOKEN_WRONG_AUDIENCE: 'El token de licencia es de otra aplicación.',
  TOKEN_WRONG_ISSUER: 'El token de licencia no fue emitido por el servidor de licencias esperado.',
  TOKEN_UNKNOWN_KEY: 'El token de licencia está firmado con una clave desconocida.',
  TOKEN_INVALID: 'El token de licencia no es válido.',
  JWKS_UNAVAILABLE:
    'No fue posible obtener las claves públicas del servidor de licencias, y no hay una copia guardada (keyStore) con la que verificar.',
};

/** A licence token refused by the offline check; `code` is stable, `message` is Spanish. */
export class LicenceTokenError extends Error {
  override readonly name = 'LicenceTokenError';
  readonly code: LicenceTokenErrorCode;

  constructor(code: LicenceTokenErrorCode, options?: { cause?: unknown }) {
    super(messages[code], options);
    this.code = code;
  }
}

export interface LicenceTokenVerifierOptions {
  /** Origin of the licence server: the keys are read from `${baseUrl}/.well-known/jwks.json`. */
  baseUrl?: string;
  /** Or the key set's full URL. */
  jwksUrl?: string;
  /** The app's name: the tokens' `aud`. */
  appName: string;
  /** The tokens' `iss` (the server's LICENCE_TOKEN_ISSUER; default `licencias-licensing`). */
  issuer?: string;
  /** Seconds of clock difference accepted on exp/iat (default 60). */
  clockToleranceSeconds?: number;
  /** How long the key set is used before it is read again (default: the answer's Cache-Control max-age, or 300 s). */
  maxAgeSeconds?: number;
  /** Fewest seconds between two reads caused by unknown kids (default 30): a flood of forged kids costs one read. */
  unknownKidCooldownSeconds?: number;
  /** Fewest seconds between two reads while the server is out of reach and a held set is in use (default 30). */
  retryAfterFailureSeconds?: number;
  /** How long one read of the key set may take (default 5,000 ms): past it, the held or stored set is used. */
  timeoutMs?: number;
  /**
   * Where the last key set read is kept, so that a process started while the server is out of reach still
   * verifies the tokens signed before: a file path (default `.licencias/jwks-<hash of the URL>.json` in the
   * working directory), a `{ load, save }` pair over the app's own storage, or `null` to keep it in memory only.
   */
  keyStore?: string | KeySetStore | null;
  /** Told when the store cannot be read or written (verification goes on without it); silent by default. */
  onStoreError?: (error: unknown) => void;
  fetch?: typeof fetch;
  /** The time (tests). */
  now?: () => Date;
}

interface HeldKeys {
  keys: JWTVerifyGetKey;
  /** When it stops being fresh: a read is tried first after it (the set stays in use if the read fails). */
  freshUntil: number;
}

/**
 * Checks licence tokens offline (EdDSA over Ed25519) against the server's JWKS: read once, kept for its
 * max-age, read again when a token names a kid it does not hold (at most once per cooldown), and kept in
 * use while the server cannot be reached. Every set read is saved to the key-set store, and a process that
 * starts while the server is down verifies with the stored one: a token signed before stays verifiable
 * until its own `exp` (decision 0054). `aud` must be the app, `iss` the server's issuer; `exp` is enforced.
 */
export class LicenceTokenVerifier {
  private readonly options: LicenceTokenVerifierOptions;
  private readonly jwksUrl: string;
  private readonly issuer: string;
  private readonly fetcher: typeof fetch;
  private readonly now: () => Date;
  private readonly store: KeySetStore | null;
  private held: HeldKeys | null = null;
  private storeLoaded = false;
  private lastUnknownKidRead = Number.NEGATIVE_INFINITY;
  private reading: Promise<HeldKeys> | null = null;

  constructor(options: LicenceTokenVerifierOptions) {
    this.options = options;
    const url = options.jwksUrl ?? (options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/.well-known/jwks.json` : undefined);
    if (!url) throw new Error('LicenceTokenVerifier: indica baseUrl o jwksUrl.');
    this.jwksUrl = url;
    this.issuer = options.issuer ?? 'licencias-licensing';
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? (() => new Date());
    const store = options.keyStore === undefined ? defaultKeySetPath(url) : options.keyStore;
    this.store = typeof store === 'string' ? fileKeySetStore(store) : store;
  }

  /** The token's claims, or a LicenceTokenError saying why it is refused. */
  async verify(token: string): Promise<LicenceTokenClaims> {
    const keys = await this.currentKeys();
    try {
      return await this.check(token, keys.keys);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw translate(error);
      const nowMs = this.now().getTime();
      const cooldownMs = (this.options.unknownKidCooldownSeconds ?? 30) * 1000;
      if (nowMs - this.lastUnknownKidRead < cooldownMs) throw new LicenceTokenError('TOKEN_UNKNOWN_KEY', { cause: error });
      this.lastUnknownKidRead = nowMs;
      const fresh = await this.read().catch((cause: unknown) => {
        throw new LicenceTokenError('TOKEN_UNKNOWN_KEY', { cause });
      });
      try {
        return await this.check(token, fresh.keys);
      } catch (again) {
        throw translate(again);
      }
    }
  }

  private async check(token: string, keys: JWTVerifyGetKey): Promise<LicenceTokenClaims> {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['EdDSA'],
      // The server always sets them; a token without an expiry is never accepted.
      requiredClaims: ['exp', 'iat', 'sub'],
      audience: this.options.appName,
      issuer: this.issuer,
      clockTolerance: this.options.clockToleranceSeconds ?? 60,
      currentDate: this.now(),
    });
    return payload as unknown as LicenceTokenClaims;
  }

  /**
   * The held set while fresh; otherwise a read (then the held set when it fails, or else the stored one).
   * While a held set is in use because the server is unreachable, reads are tried at most once per
   * retryAfterFailureSeconds, so an outage does not put a network wait in front of every token.
   */
  private async currentKeys(): Promise<HeldKeys> {
    const held = this.held;
    if (held && this.now().getTime() < held.freshUntil) return held;
    try {
      return await this.read();
    } catch (error) {
      const fallback = held ?? (await this.loadStored());
      if (!fallback) throw error;
      fallback.freshUntil = this.now().getTime() + (this.options.retryAfterFailureSeconds ?? 30) * 1000;
      this.held = fallback;
      return fallback;
    }
  }

  /** One read of the key set at a time. */
  private read(): Promise<HeldKeys> {
    this.reading ??= this.fetchKeys().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async fetchKeys(): Promise<HeldKeys> {
    let response: Response;
    let body: LicenceTokenJwks;
    try {
      response = await this.fetcher(this.jwksUrl, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
      });
      if (!response.ok) throw new Error(`JWKS ${response.status}`);
      body = (await response.json()) as LicenceTokenJwks;
      if (!Array.isArray(body?.keys)) throw new Error('JWKS sin keys');
    } catch (cause) {
      throw new LicenceTokenError('JWKS_UNAVAILABLE', { cause });
    }
    const maxAge = this.options.maxAgeSeconds ?? maxAgeOf(response.headers.get('cache-control')) ?? 300;
    const now = this.now();
    this.held = { keys: createLocalJWKSet(body), freshUntil: now.getTime() + maxAge * 1000 };
    await this.save({ jwksUrl: this.jwksUrl, fetchedAt: now.toISOString(), jwks: body });
    return this.held;
  }

  /** The stored set of this URL, read once per process (null when there is none or it is unusable). */
  private async loadStored(): Promise<HeldKeys | null> {
    if (!this.store || this.storeLoaded) return null;
    this.storeLoaded = true;
    try {
      const stored = usableKeySet(await this.store.load(), this.jwksUrl);
      return stored ? { keys: createLocalJWKSet(stored.jwks), freshUntil: 0 } : null;
    } catch (error) {
      this.options.onStoreError?.(error);
      return null;
    }
  }

  private async save(set: StoredKeySet): Promise<void> {
    if (!this.store) return;
    try {
      await this.store.save(set);
    } catch (error) {
      this.options.onStoreError?.(error);
    }
  }
}

function maxAgeOf(cacheControl: string | null): number | null {
  const match = cacheControl ? /max-age=(\d+)/i.exec(cacheControl) : null;
  return match ? Number(match[1]) : null;
}

function translate(error: unknown): LicenceTokenError {
  if (error instanceof LicenceTokenError) return error;
  if (error instanceof errors.JWTExpired) return new LicenceTokenError('TOKEN_EXPIRED', { cause: error });
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return new LicenceTokenError('TOKEN_WRONG_AUDIENCE', { cause: error });
    if (error.claim === 'iss') return new LicenceTokenError('TOKEN_WRONG_ISSUER', { cause: error });
  }
  if (error instanceof errors.JWKSNoMatchingKey) return new LicenceTokenError('TOKEN_UNKNOWN_KEY', { cause: error });
  return new LicenceTokenError('TOKEN_INVALID', { cause: error });
}
