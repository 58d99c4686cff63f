import type { AppConfig } from '../config/app-config';

/**
 * Where /metrics answers (decision 0021):
 * - `port`: METRICS_PORT is set; only its own listener serves them, the public port never does;
 * - `public`: development and tests without METRICS_PORT, on the public port;
 * - `token`: production without METRICS_PORT but with METRICS_TOKEN, on the public port to that bearer only;
 * - `off`: production with neither; nothing serves them.
 */
export type MetricsExposure = { kind: 'port'; port: number } | { kind: 'public' } | { kind: 'token'; token: string } | { kind: 'off' };

export function metricsExposure(config: Pick<AppConfig, 'nodeEnv' | 'metricsPort' | 'metricsToken'>): MetricsExposure {
  if (config.metricsPort !== undefined) return { kind: 'port', port: config.metricsPort };
  if (config.metricsToken) return { kind: 'token', token: config.metricsToken };
  return config.nodeEnv === 'production' ? { kind: 'off' } : { kind: 'public' };
}
