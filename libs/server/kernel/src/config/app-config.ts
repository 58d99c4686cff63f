import { randomBytes } from 'node:crypto';

/** Configuration of the API, validated once at start; the server refuses to start on bad values. */
export interface AppConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  databaseUrl?: string;
  embeddedDatabaseDir: string;
  embeddedDatabasePort: number;
  jwtSecret: string;
  jwtIssuer: string;
  jwtAudience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
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

  let brandHosts: Record<string, string> = {};
  if (env.BRAND_HOSTS) {
    try {
      brandHosts = JSON.parse(env.BRAND_HOSTS) as Record<string, string>;
    } catch {
      problems.push('BRAND_HOSTS must be a JSON object of host -> app name');
    }
  }

  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  if (env.DEV_MAILBOX && !['true', 'false'].includes(env.DEV_MAILBOX)) problems.push('DEV_MAILBOX must be true or false');
  if (env.JOBS_ENABLED && !['true', 'false'].includes(env.JOBS_ENABLED)) problems.push('JOBS_ENABLED must be true or false');
  const port = int('PORT', 3000, 0, 65535);
  const publicOriginTemplate = env.PUBLIC_ORIGIN_TEMPLATE ?? `http://{app}.localhost:${port}`;
  if (!/^https?:\/\/[^/]*\{app\}[^/]*$/.test(publicOriginTemplate))
    problems.push('PUBLIC_ORIGIN_TEMPLATE must be an http(s) origin containing {app}, e.g. https://{app}.example.com');

  const config: AppConfig = {
    nodeEnv,
    port,
    databaseUrl,
    embeddedDatabaseDir: env.EMBEDDED_DB_DIR ?? 'data/postgres',
    embeddedDatabasePort: int('EMBEDDED_DB_PORT', 54329, 1024, 65535),
    jwtSecret,
    jwtIssuer: env.JWT_ISSUER ?? 'licencias-identity',
    jwtAudience: env.JWT_AUDIENCE ?? 'licencias-apps',
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', 900, 30, 86400),
    refreshTokenTtlDays: int('REFRESH_TOKEN_TTL_DAYS', 7, 1, 90),
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
  };
  if (problems.length) throw new Error(`Invalid configuration:\n - ${problems.join('\n - ')}`);
  return config;
}

/** A random key, for operators creating LOGIN_PARAMETER_KEY. */
export function newLoginParameterKey(): string {
  return randomBytes(32).toString('base64');
}
