export const WEBHOOKS_CONFIG = Symbol('WEBHOOKS_CONFIG');

export interface WebhooksConfig {
  /** development: http and any address are accepted (a receiver on the developer's machine). */
  development: boolean;
  /** WEBHOOK_SECRET_KEY: 32 bytes (base64) that encrypt the signing secrets at rest (AES-256-GCM). */
  secretKey: Buffer;
  /**
   * WEBHOOK_ALLOWED_HOSTS: host names or IP addresses (comma-separated, lower case) exempt from the
   * https and public-address rules, for development and tests (e.g. 127.0.0.1 for a local receiver).
   */
  allowedHosts: Set<string>;
  /** WEBHOOK_MAX_ATTEMPTS: POSTs of one delivery before it is marked failed. */
  maxAttempts: number;
  /** WEBHOOK_RETRY_BASE_SECONDS: first retry delay; pg-boss doubles it on each retry, with jitter. */
  retryBaseSeconds: number;
  /** WEBHOOK_TIMEOUT_MS: the whole POST (connection, answer) must end within it. */
  timeoutMs: number;
}

const DEV_SECRET_KEY = Buffer.alloc(32, 11).toString('base64');

/** Reads the webhooks' variables once at start; a bad value stops the start-up with a message for the operator. */
export function loadWebhooksConfig(env: NodeJS.ProcessEnv = process.env): WebhooksConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const problems: string[] = [];
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) problems.push(`${name} debe ser un entero entre ${min} y ${max}`);
    return value;
  };
  const secretKey = Buffer.from(env.WEBHOOK_SECRET_KEY ?? (production ? '' : DEV_SECRET_KEY), 'base64');
  if (secretKey.length !== 32) problems.push('WEBHOOK_SECRET_KEY debe ser de 32 bytes en base64 (obligatoria en producción)');
  const allowedHosts = new Set(
    (env.WEBHOOK_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
  const config: WebhooksConfig = {
    development: nodeEnv === 'development',
    secretKey,
    allowedHosts,
    maxAttempts: int('WEBHOOK_MAX_ATTEMPTS', 8, 1, 30),
    retryBaseSeconds: int('WEBHOOK_RETRY_BASE_SECONDS', 30, 1, 3600),
    timeoutMs: int('WEBHOOK_TIMEOUT_MS', 10_000, 500, 60_000),
  };
  if (problems.length) throw new Error(`Configuración de webhooks no válida:\n - ${problems.join('\n - ')}`);
  return config;
}
