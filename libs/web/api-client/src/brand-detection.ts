import { LICENSE_BRAND } from '@lic/shared-rules';

export interface DetectedBrand {
  appName: string;
  tenant: string;
}

/** A page the API did not mark is the generic store's. */
const DEFAULT_BRAND: DetectedBrand = { appName: LICENSE_BRAND.appName, tenant: LICENSE_BRAND.tenant };

/**
 * The brand the server marked the page with (`<html data-app data-tenant>`, the same values as its
 * x-app-name and x-tenant headers); null when the page was not served by the API (Vite's dev server).
 */
export function brandOfDocument(): DetectedBrand | null {
  const { app, tenant } = document.documentElement.dataset;
  return app ? { appName: app, tenant: tenant || app } : null;
}

/** The server names the brand of the host on the page response (x-app-name, x-tenant); design.md §7. */
export async function detectBrand(): Promise<DetectedBrand> {
  const marked = brandOfDocument();
  if (marked) return marked;
  try {
    const response = await fetch(window.location.href, { method: 'GET', headers: { Accept: 'text/html' } });
    return {
      appName: response.headers.get('x-app-name') || DEFAULT_BRAND.appName,
      tenant: response.headers.get('x-tenant') || DEFAULT_BRAND.tenant,
    };
  } catch {
    return { ...DEFAULT_BRAND };
  }
}
