import { REPORT_LINK_TITLES, type ReportLinkKey } from '@lic/shared-api-types';

export const REPORTS_CONFIG = Symbol('REPORTS_CONFIG');

export interface ReportsConfig {
  /** REPORTS_EXTERNAL_URLS: cards of "Informes" that open an external dashboard instead of the built-in report. */
  externalUrls: Partial<Record<ReportLinkKey, string>>;
}

const URL_PATTERN = /^https?:\/\/\S+$/i;

/**
 * Reads REPORTS_EXTERNAL_URLS, a JSON object from card key (services, customerSupport, promotionCodes,
 * consumption) to an http(s) URL, once when the API starts. Anything else stops the start-up with a
 * Spanish message for the operator.
 */
export function loadReportsConfig(env: NodeJS.ProcessEnv = process.env): ReportsConfig {
  const raw = env.REPORTS_EXTERNAL_URLS?.trim();
  if (!raw) return { externalUrls: {} };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error('REPORTS_EXTERNAL_URLS debe ser un objeto JSON {"clave": "url"}.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('REPORTS_EXTERNAL_URLS debe ser un objeto JSON {"clave": "url"}.');
  }
  const keys = Object.keys(REPORT_LINK_TITLES);
  const externalUrls: Partial<Record<ReportLinkKey, string>> = {};
  for (const [key, url] of Object.entries(parsed)) {
    if (!keys.includes(key)) throw new Error(`REPORTS_EXTERNAL_URLS: la clave ${key} no existe (use ${keys.join(', ')}).`);
    if (typeof url !== 'string' || !URL_PATTERN.test(url))
      throw new Error(`REPORTS_EXTERNAL_URLS: la URL de ${key} debe empezar por http:// o https://.`);
    externalUrls[key as ReportLinkKey] = url;
  }
  return { externalUrls };
}
