import type { AppConfig } from '../config/app-config';

const LOCAL_HOST = /(^|\.)localhost$|^127\.0\.0\.1$/;

/**
 * The origin a mail links to for a brand. Never the request's Host header (a forged one would put a
 * foreign link in a genuine mail): the brand's host from BRAND_HOSTS when one is configured (https,
 * plain http with the API port for local names), otherwise PUBLIC_ORIGIN_TEMPLATE.
 */
export function publicOriginFor(config: Pick<AppConfig, 'brandHosts' | 'publicOriginTemplate' | 'port'>, appName: string): string {
  const app = appName.trim().toLowerCase();
  const host = Object.entries(config.brandHosts).find(([, mapped]) => mapped.trim().toLowerCase() === app)?.[0];
  if (host) return LOCAL_HOST.test(host) ? `http://${host}:${config.port}` : `https://${host}`;
  return config.publicOriginTemplate.replace('{app}', app);
}
