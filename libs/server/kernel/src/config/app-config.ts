import { randomBytes } from 'node:crypto';
import type { LevelWithSilent } from 'pino';
import { LOG_LEVELS } from '../logging/logger-params';

/** Configuration of the API, validated once at start; the server refuses to start on bad values. */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  databaseUrl?: string;
  /** PostgreSQL read replicas of DATABASE_URL (DATABASE_REPLICA_URLS); empty = every query on the primary. */
  databaseReplicaUrls: string[];
  embeddedDatabaseDir: string;
  embeddedDatabasePort: number;
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  /** Absolute lifetime of a refresh-token family (a sign-in); refreshing never extends it. */
  refreshAbsoluteTtlDays: number;
  /** A family unused for this long ends (each refresh token lives at most this long). */
  refreshIdleTimeoutHours: number;
  /** How long an answer of the session revocation list is reused by a replica (0–1000 ms). */
  sessionRevocationCacheMs: number;
  /** Express 'trust proxy': false, true, a hop count, or a list of addresses, CIDRs and names (loopback, uniquelocal…). */
  trustProxy: boolean | number | string[];
  /** Prefix of every Redis key this API writes (rate limits, sign-in failures, revoked sessions). */
  redisKeyPrefix: string;
  refreshRateLimit: number;
  decodeParameterRateLimit: number;
  paymentConfirmationRateLimit: number;
  uploadRateLimit: number;
  /** Failed sign-ins of one user name after which each attempt waits (1 s, 2 s, 4 s…). */
  loginSlowdownAfterFailures: number;
  /** Failed sign-ins of one user name that lock it for LOGIN_LOCK_MINUTES (doubling on each further failure). */
  loginLockAfterFailures: number;
  loginLockMinutes: number;
  loginParameterKey: Buffer;
  loginParameterTtlSeconds: number;
  redisUrl?: string;
  /** Origins allowed to open the realtime session channel; empty = same host only. */
  allowedOrigins: string[];
  /** Host name -> brand app name, beside the built-in `<app>.localhost` rule. */
  brandHosts: Record<string, string>;
  loginRateLimit: number;
  /** Requests per minute and client IP across all routes. */
  globalRateLimit: number;
  outboxPollMs: number;
  /** Job engine (pg-boss): delivery workers and scheduled jobs run on this replica (JOBS_ENABLED). */
  jobsEnabled: boolean;
  /** How often the engine looks for expired or silent (crashed) deliveries, in seconds. */
  jobsSuperviseSeconds: number;
  /** Attempts of one subscriber's delivery before it is parked as a dead letter. */
  deliveryMaxAttempts: number;
  /** First retry delay in seconds; each retry doubles it, with jitter. */
  deliveryRetryBaseSeconds: number;
  /** A delivery whose worker stopped beating this long is retried elsewhere (crash recovery). */
  deliveryHeartbeatSeconds: number;
  staticDir: string;
  /** smtp:// or smtps:// URL of the mail server; without it mails are only stored (dev mailbox). */
  smtpUrl?: string;
  /** Sender of every mail (MAIL_FROM). */
  mailFrom: string;
  /** GET /dev/mailbox and /api/dev/mailbox answer: outside production, or with DEV_MAILBOX=true. */
  devMailbox: boolean;
  /** Origin of the links in mails for brands without a BRAND_HOSTS entry; {app} is the brand's appName. */
  publicOriginTemplate: string;
  /** pino level of every log line (LOG_LEVEL); the test harness runs `silent` unless TEST_LOG_LEVEL says otherwise. */
  logLevel: LevelWithSilent;
  /** Port of the separate listener that serves only /metrics (METRICS_PORT; 0 = any free port, for tests). */
  metricsPort?: number;
  /** Bearer token that opens /metrics on the public port when there is no METRICS_PORT (METRICS_TOKEN, 32+ characters). */
  metricsToken?: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');

const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production-0123456789';
const DEV_LOGIN_KEY = Buffer.alloc(32, 7).toString('base64');

export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'test', 'production'].includes(nodeEnv))
    problems.push(`NODE_ENV must be development, test or production, got "${nodeEnv}"`);
  const production = nodeEnv === 'production';

  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) problems.push(`${name} must be an integer between ${min} and ${max}`);
    return value;
  };

  const jwtSecret = env.JWT_SECRET ?? (production ? '' : DEV_JWT_SECRET);
  if (jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters (required in production)');

  const loginKeyRaw = env.LOGIN_PARAMETER_KEY ?? (production ? '' : DEV_LOGIN_KEY);
  const loginParameterKey = Buffer.from(loginKeyRaw, 'base64');
  if (loginParameterKey.length !== 32) problems.push('LOGIN_PARAMETER_KEY must be 32 bytes encoded in base64 (required in production)');

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must be a postgres:// URL');
  if (production && !databaseUrl) problems.push('DATABASE_URL is required in production');
  const databaseReplicaUrls = parseReplicaUrls(env.DATABASE_REPLICA_URLS, problems);
  if (databaseReplicaUrls.length && !databaseUrl) problems.push('DATABASE_REPLICA_URLS needs DATABASE_URL (the primary they replicate)');

  const brandHosts = parseBrandHosts(env.BRAND_HOSTS, problems);

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (env.DEV_MAILBOX && !['true', 'false'].includes(env.DEV_MAILBOX)) problems.push('DEV_MAILBOX must be true or false');
  if (env.JOBS_ENABLED && !['true', 'false'].includes(env.JOBS_ENABLED)) problems.push('JOBS_ENABLED must be true or false');
  const port = int('PORT', 3000, 0, 65535);
  const publicOriginTemplate = env.PUBLIC_ORIGIN_TEMPLATE ?? `http://{app}.localhost:${port}`;
  if (!/^https?:\/\/[^/]*\{app\}[^/]*$/.test(publicOriginTemplate))
    problems.push('PUBLIC_ORIGIN_TEMPLATE must be an http(s) origin containing {app}, e.g. https://{app}.example.com');

  const logLevel = (env.LOG_LEVEL || 'info') as LevelWithSilent;
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const metricsPort = env.METRICS_PORT ? int('METRICS_PORT', 0, 0, 65535) : undefined;
  if (metricsPort !== undefined && metricsPort !== 0 && metricsPort === port) problems.push('METRICS_PORT must not be the public PORT');
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < 32) problems.push('METRICS_TOKEN must be at least 32 characters');

  const config: AppConfig = {
    nodeEnv,
    port,
    databaseUrl,
    databaseReplicaUrls,
    embeddedDatabaseDir: env.EMBEDDED_DB_DIR ?? 'data/postgres',
    embeddedDatabasePort: int('EMBEDDED_DB_PORT', 54329, 1024, 65535),
    jwtSecret,
    jwtIssuer: env.JWT_ISSUER ?? 'licencias-identity',
    jwtAudience: env.JWT_AUDIENCE ?? 'licencias-apps',
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86400),
    // REFRESH_TOKEN_TTL_DAYS is the former name of the absolute lifetime.
    refreshAbsoluteTtlDays: int('REFRESH_ABSOLUTE_TTL_DAYS', int('REFRESH_TOKEN_TTL_DAYS', 7, 1, 90), 1, 90),
    refreshIdleTimeoutHours: int('REFRESH_IDLE_TIMEOUT_HOURS', 24, 1, 24 * 90),
    sessionRevocationCacheMs: int('SESSION_REVOCATION_CACHE_MS', 1000, 0, 1000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, problems),
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'lic:',
    refreshRateLimit: int('REFRESH_RATE_LIMIT', 30, 1, 1_000_000),
    decodeParameterRateLimit: int('DECODE_PARAMETER_RATE_LIMIT', 30, 1, 1_000_000),
    paymentConfirmationRateLimit: int('PAYMENT_CONFIRMATION_RATE_LIMIT', 120, 1, 1_000_000),
    uploadRateLimit: int('UPLOAD_RATE_LIMIT', 20, 1, 1_000_000),
    loginSlowdownAfterFailures: int('LOGIN_SLOWDOWN_AFTER_FAILURES', 3, 1, 99),
    loginLockAfterFailures: int('LOGIN_LOCK_AFTER_FAILURES', 10, 1, 99),
    loginLockMinutes: int('LOGIN_LOCK_MINUTES', 15, 1, 1440),
    loginParameterKey,
    loginParameterTtlSeconds: int('LOGIN_PARAMETER_TTL_SECONDS', 60, 5, 600),
    redisUrl: env.REDIS_URL || undefined,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    brandHosts,
    loginRateLimit: int('LOGIN_RATE_LIMIT', 10, 1, 1_000_000),
    globalRateLimit: int('RATE_LIMIT_PER_MINUTE', 1200, 10, 10_000_000),
    outboxPollMs: int('OUTBOX_POLL_MS', 500, 0, 60000),
    jobsEnabled: env.JOBS_ENABLED !== 'false',
    jobsSuperviseSeconds: int('JOBS_SUPERVISE_SECONDS', 30, 1, 3600),
    deliveryMaxAttempts: int('DELIVERY_MAX_ATTEMPTS', 10, 1, 50),
    deliveryRetryBaseSeconds: int('DELIVERY_RETRY_BASE_SECONDS', 5, 1, 3600),
    deliveryHeartbeatSeconds: int('DELIVERY_HEARTBEAT_SECONDS', 30, 10, 3600),
    staticDir: env.STATIC_DIR ?? 'dist/apps',
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Tienda de licencias <no-responder@licencias.localhost>',
    devMailbox: !production || env.DEV_MAILBOX === 'true',
    publicOriginTemplate,
    logLevel,
    metricsPort,
    metricsToken,
  };
  if (config.loginSlowdownAfterFailures > config.loginLockAfterFailures)
    problems.push('LOGIN_SLOWDOWN_AFTER_FAILURES must not be above LOGIN_LOCK_AFTER_FAILURES');
  if (problems.length) throw new Error(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  return config;
}

/**
 * BRAND_HOSTS: a JSON object of host -> app name, kept as a null-prototype record with lower-case hosts (the
 * request's Host is lower-cased before the look-up), so that a Host header such as `__proto__` or
 * `constructor` finds nothing but the configured entries.
 */
function parseBrandHosts(raw: string | undefined, problems: string[]): Record<string, string> {
  const hosts: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!raw) return hosts;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  const entries = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : null;
  if (!entries || entries.some(([, app]) => typeof app !== 'string' || !app.trim())) {
    problems.push('BRAND_HOSTS must be a JSON object of host -> app name');
    return hosts;
  }
  for (const [host, app] of entries) hosts[host.trim().toLowerCase()] = (app as string).trim();
  return hosts;
}

/**
 * DATABASE_REPLICA_URLS: comma-separated postgres:// URLs of read replicas; unset or empty = none. A bad
 * entry is named by its position, never echoed (it may hold a password).
 */
function parseReplicaUrls(raw: string | undefined, problems: string[]): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  entries.forEach((entry, index) => {
    let url: URL | undefined;
    try {
      url = new URL(entry);
    } catch {
      url = undefined;
    }
    if (!url || !/^postgres(ql)?:$/.test(url.protocol) || !url.hostname)
      problems.push(
        `DATABASE_REPLICA_URLS must be a comma-separated list of postgres://user:password@host:port/database URLs; entry ${index + 1} is not one`,
      );
  });
  return entries;
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: "false" (the default when unset, in every environment: no forwarded header is believed,
 * decision 0047), "true" (never behind an untrusted hop), a hop count ("1": the one proxy in front), or a
 * comma list of addresses, CIDRs and Express's names ("loopback": a proxy on the same machine).
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): AppConfig['trustProxy'] {
  const value = (raw ?? 'false').trim();
  if (value === 'false' || value === '') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!TRUST_PROXY_NAMES.has(entry) && !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry))
      problems.push(
        `TRUST_PROXY must be true, false, a hop count or a list of addresses, CIDRs, loopback, linklocal, uniquelocal; got "${entry}"`,
      );
  }
  return entries;
}

/** A random key, for operators creating LOGIN_PARAMETER_KEY. */
export function newLoginParameterKey(): string {
  return randomBytes(32).toString('base64');
}
