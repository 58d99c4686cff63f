export interface DetectedBrand {
  appName: string;
  tenant: string;
}

const DEFAULT_BRAND: DetectedBrand = { appName: 'license', tenant: 'license' };

/** The server names the brand of the host on the page response (x-app-name, x-tenant); design.md §7. */
export async function detectBrand(): Promise<DetectedBrand> {
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
