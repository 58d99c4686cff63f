export const LICENCE_TOKEN_CONFIG = Symbol('LICENCE_TOKEN_CONFIG');

/** The longest a licence token may live (decision 0034: exp at most 24 h after iat). */
export const LICENCE_TOKEN_MAX_TTL_SECONDS = 24 * 3600;

export interface LicenceTokenConfig {
  /** LICENCE_TOKEN_KEY_SECRET: encrypts the signing keys' private halves at rest (32+ characters). */
  keySecret: string;
  /** LICENCE_TOKEN_TTL_HOURS: exp − iat, 1 to 24 (24 by default). */
  ttlSeconds: number;
  /** LICENCE_TOKEN_KEY_ROTATION_DAYS: a key signs for this long, then a new one takes over (30 by default). */
  rotationDays: number;
  /** LICENCE_TOKEN_ISSUER: the tokens' `iss`, which the apps check. */
  issuer: string;
}

const DEV_KEY_SECRET = 'dev-only-licence-token-key-secret-change-me-0123456789';

/**
 * Reads the licence-token variables once at start (decision 0034). LICENCE_TOKEN_KEY_SECRET is required
 * in production, like JWT_SECRET; elsewhere a development value is used. Bad values stop the start-up.
 */
export function loadLicenceTokenConfig(env: NodeJS.ProcessEnv = process.env): LicenceTokenConfig {
  const problems: string[] = [];
  const production = env.NODE_ENV === 'production';
  const keySecret = env.LICENCE_TOKEN_KEY_SECRET ?? (production ? '' : DEV_KEY_SECRET);
  if (keySecret.length < 32) problems.push('LICENCE_TOKEN_KEY_SECRET must be at least 32 characters (required in production)');
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) problems.push(`${name} must be an integer between ${min} and ${max}`);
    return value;
  };
  const ttlHours = int('LICENCE_TOKEN_TTL_HOURS', 24, 1, 24);
  const rotationDays = int('LICENCE_TOKEN_KEY_ROTATION_DAYS', 30, 1, 365);
  const issuer = (env.LICENCE_TOKEN_ISSUER ?? 'licencias-licensing').trim();
  if (!issuer || issuer.length > 200) problems.push('LICENCE_TOKEN_ISSUER must be 1 to 200 characters');
  if (problems.length) throw new Error(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  return { keySecret, ttlSeconds: ttlHours * 3600, rotationDays, issuer };
}
