import { createLocalJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { LicenceTokenClaims, LicenceTokenJwks } from './types';

export type LicenceTokenErrorCode =
  'TOKEN_EXPIRED' | 'TOKEN_WRONG_AUDIENCE' | 'TOKEN_WRONG_ISSUER' | 'TOKEN_UNKNOWN_KEY' | 'TOKEN_INVALID' | 'JWKS_UNAVAILABLE';

const messages: Record<LicenceTokenErrorCode, string> = {
  TOKEN_EXPIRED: 'El token de licencia venció: pide uno nuevo al servidor de licencias.',
  TOKEN_WRONG_AUDIENCE: 'El token de licencia es de otra aplicación.',
  TOKEN_WRONG_ISSUER: 'El token de licencia no fue emitido por el servidor de licencias esperado.',
  TOKEN_UNKNOWN_KEY: 'El token de licencia está firmado con una clave desconocida.',
  TOKEN_INVALID: 'El token de licencia no es válido.',
  JWKS_UNAVAILABLE: 'No fue posible obtener las claves públicas del servidor de licencias.',
};

/** A licence token refused by the offline check; `code` is stable, `message` is Spanish. */
export class LicenceTokenError extends Error {
  override readonly name = 'LicenceTokenError';
  constructor(
    readonly code: LicenceTokenErrorCode,
    options?: { cause?: unknown },
  ) {
    super(messages[code], options);
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
  fetch?: typeof fetch;
  /** The time (tests). */
  now?: () => Date;
}

interface CachedKeys {
  keys: JWTVerifyGetKey;
  fetchedAt: number;
  maxAgeMs: number;
}

/**
 * Checks licence tokens offline (EdDSA over Ed25519) against a cached copy of the server's JWKS: the set
 * is read once, kept for its max-age, read again when a token names a kid it does not hold (at most once
 * per cooldown), and kept in use when the server cannot be reached (the token check needs no network).
 * `aud` must be the app, `iss` the server's issuer; `exp` is enforced.
 */
export class LicenceTokenVerifier {
  private readonly jwksUrl: string;
  private readonly issuer: string;
  private readonly fetcher: typeof fetch;
  private readonly now: () => Date;
  private cached: CachedKeys | null = null;
  private lastUnknownKidRead = Number.NEGATIVE_INFINITY;
  private reading: Promise<CachedKeys> | null = null;

  constructor(private readonly options: LicenceTokenVerifierOptions) {
    const url = options.jwksUrl ?? (options.baseUrl ? `${options.baseUrl.replace(/\/+$/, '')}/.well-known/jwks.json` : undefined);
    if (!url) throw new Error('LicenceTokenVerifier: indica baseUrl o jwksUrl.');
    this.jwksUrl = url;
    this.issuer = options.issuer ?? 'licencias-licensing';
    this.fetcher = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? (() => new Date());
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

  /** The cached set while fresh; a new read when stale (the stale set when the read fails). */
  private async currentKeys(): Promise<CachedKeys> {
    const cached = this.cached;
    if (cached && this.now().getTime() - cached.fetchedAt < cached.maxAgeMs) return cached;
    try {
      return await this.read();
    } catch (error) {
      if (cached) return cached;
      throw error;
    }
  }

  /** One read of the key set at a time. */
  private read(): Promise<CachedKeys> {
    this.reading ??= this.fetchKeys().finally(() => {
      this.reading = null;
    });
    return this.reading;
  }

  private async fetchKeys(): Promise<CachedKeys> {
    let response: Response;
    let body: LicenceTokenJwks;
    try {
      response = await this.fetcher(this.jwksUrl, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`JWKS ${response.status}`);
      body = (await response.json()) as LicenceTokenJwks;
      if (!Array.isArray(body?.keys)) throw new Error('JWKS sin keys');
    } catch (cause) {
      throw new LicenceTokenError('JWKS_UNAVAILABLE', { cause });
    }
    const maxAge = this.options.maxAgeSeconds ?? maxAgeOf(response.headers.get('cache-control')) ?? 300;
    this.cached = { keys: createLocalJWKSet(body), fetchedAt: this.now().getTime(), maxAgeMs: maxAge * 1000 };
    return this.cached;
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
