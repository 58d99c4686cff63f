import { brandHas } from '@lic/shared-rules';

/** Whether the brand's home is its product's landing page: the storefront home only forwards there (storefront.md §2). */
export function homeIsLandingPage(appName: string): boolean {
  return brandHas(appName, 'homeIsLanding');
}

/**
 * Whether going to `url` would leave the storefront home: a landing page that is this very page (the
 * default "/" while the parameters are missing) would only reload it forever.
 */
export function leavesHome(url: string, current: string = window.location.href): boolean {
  if (url.trim() === '') return false;
  let target: URL;
  try {
    target = new URL(url, current);
  } catch {
    return false;
  }
  const here = new URL(current);
  return !(target.origin === here.origin && target.pathname === '/');
}

/** Full-page navigation out of the SPA; an object so tests can replace it (jsdom does not navigate). */
export const browserNavigation = {
  leaveTo(url: string): void {
    window.location.replace(url);
  },
};
