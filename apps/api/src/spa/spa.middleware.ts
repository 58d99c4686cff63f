import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { brandForHost, type Brand } from '@lic/server-reference';
import { sendBrandedPage, sendPageCopies, type PageCopies } from './branded-page';
import { ROBOTS_TXT } from './robots';
import { sendStaticFile } from './static-file';

/**
 * Paths the API answers itself (the dev mailbox, the demo landing pages and the licence-token key set
 * /.well-known/jwks.json too); everything else is a page of one of the two SPAs.
 */
const apiPrefixes = /^\/(api|license|mail|user|externalsources|payment|socket\.io|dev\/mailbox|landing|\.well-known\/jwks\.json)(\/|$)/i;
/** Storefront pages under /license (storefront.md §2 route table): pages, not API calls. */
const storefrontLicencePages = /^\/license\/(addCartItem|addCart|RegisterPurchaseExt|viewCartMenu|viewCartModal|viewOffers)(\/|$)/i;
/** backoffice-licensing.md §2.7: redirected to the back office's report view, query kept. */
const reportViewPage = /^\/license\/reports\/reportView\/?$/i;

export interface SpaOptions {
  staticDir: string;
  brandHosts: Record<string, string>;
  /** The storefront's page with its first screen rendered (first-screen.ts), or null to send the plain page. */
  firstScreen?: (request: Request, indexFile: string, brand: Brand) => Promise<PageCopies | null>;
}

/**
 * Serves the built storefront at / for every brand host and the back office at /admin for the
 * license brand; other brands are sent from /admin/* to /. Every response carries x-app-name and
 * x-tenant, from which the SPAs pick their brand (design.md §7).
 */
export function spaMiddleware(options: SpaOptions) {
  const storefrontDir = path.resolve(options.staticDir, 'storefront');
  const backofficeDir = path.resolve(options.staticDir, 'backoffice');

  return (request: Request, response: Response, next: NextFunction): void => {
    const brand = brandForHost(request.headers.host, options.brandHosts);
    response.setHeader('x-app-name', brand.appName);
    response.setHeader('x-tenant', brand.tenant);
    response.setHeader('Access-Control-Expose-Headers', 'x-app-name, x-tenant');
    // The report page's address of the specs (backoffice-licensing.md §2.7) is a back office page.
    if (reportViewPage.test(request.path) && (request.method === 'GET' || request.method === 'HEAD')) {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      response.redirect(302, `/admin/license/reports/reportView${query}`);
      return;
    }
    if (apiPrefixes.test(request.path) && !storefrontLicencePages.test(request.path)) return next();
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path.toLowerCase() === '/robots.txt') {
      response.setHeader('Cache-Control', 'public, max-age=3600');
      response.type('text/plain; charset=utf-8').send(ROBOTS_TXT);
      return;
    }

    if (/^\/admin(\/|$)/i.test(request.path)) {
      if (!brand.capabilities.hostsBackOffice) {
        response.redirect(302, '/');
        return;
      }
      const inner = request.url.replace(/^\/admin/i, '') || '/';
      return serveFrom(backofficeDir, inner, request, response, next);
    }
    return serveFrom(storefrontDir, request.url, request, response, next, brand, options.firstScreen);
  };
}

/**
 * A file of the app when the path names one, else the app's index.html (the SPA routes the path); the
 * storefront's page goes out marked with the host's brand (`brand`), which its boot shell wears.
 */
function serveFrom(
  dir: string,
  url: string,
  request: Request,
  response: Response,
  next: NextFunction,
  brand?: Brand,
  firstScreen?: SpaOptions['firstScreen'],
): void {
  const index = path.join(dir, 'index.html');
  const urlPath = decodeSafely(url.split('?')[0]);
  const file = path.join(dir, path.normalize(urlPath));
  const isAsset = file.startsWith(dir + path.sep) && existsSync(file) && statSync(file).isFile();
  if (isAsset) return sendStaticFile(request, response, next, file);
  if (!existsSync(index)) {
    response.status(503).type('text/plain; charset=utf-8').send('La aplicación web no está construida. Ejecuta npm run build.');
    return;
  }
  if (brand && firstScreen) {
    firstScreen(request, index, brand).then(
      (page) => (page ? sendPageCopies(request, response, page) : sendBrandedPage(request, response, index, brand)),
      next,
    );
    return;
  }
  if (brand) return sendBrandedPage(request, response, index, brand);
  sendStaticFile(request, response, next, index);
}

function decodeSafely(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return '/';
  }
}
