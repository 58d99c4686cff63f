import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import type { Request, Response } from 'express';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { preferredEncoding } from '@lic/server-kernel';
import type { Brand } from '@lic/server-reference';

export interface PageCopies {
  etag: string;
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Hashes (`sha256-…`) of the page's inline scripts, allowed by its Content-Security-Policy (decision 0074). */
  scriptHashes?: readonly string[];
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The page's title, as the storefront's BrandProvider sets it once it runs (libs/web/ui brands). */
export function brandTitle(brand: Brand): string {
  return `${brand.displayName} | Tienda de licencias`;
}

export function brandDescription(brand: Brand): string {
  return `Tienda en línea de ${brand.displayName}: compra planes y paquetes, paga en línea y activa tus licencias en minutos.`;
}

/**
 * The storefront's index.html marked with the host's brand (decision 0025): `<html data-app data-tenant>`,
 * which dresses the boot shell and tells the app its brand, the brand's title and description.
 */
export function brandPageHtml(html: string, brand: Brand): string {
  return html
    .replace(/<html\b[^>]*>/i, `<html lang="es" data-app="${escapeHtml(brand.appName)}" data-tenant="${escapeHtml(brand.tenant)}">`)
    .replace(/<title>[^<]*<\/title>/i, `<title>${escapeHtml(brandTitle(brand))}</title>`)
    .replace(/<meta name="description" content="[^"]*"/i, `<meta name="description" content="${escapeHtml(brandDescription(brand))}"`);
}

/** A page with its ETag and its brotli (of `quality`) and gzip copies. */
export function makePageCopies(plain: Buffer, quality = 11): PageCopies {
  return {
    etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
    plain,
    br: brotliCompressSync(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
}

/** Per index.html and brand, made once per build of the page (its modification time). */
const copies = new Map<string, { mtimeMs: number; copies: PageCopies }>();

function brandedCopies(file: string, brand: Brand): PageCopies {
  const key = `${file}\n${brand.appName}`;
  const { mtimeMs } = statSync(file);
  const cached = copies.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.copies;
  const made = makePageCopies(Buffer.from(brandPageHtml(readFileSync(file, 'utf8'), brand)));
  copies.set(key, { mtimeMs, copies: made });
  return made;
}

/** Sends the branded page, compressed as the client takes it, revalidated every time (no-cache + ETag). */
export function sendBrandedPage(request: Request, response: Response, file: string, brand: Brand): void {
  sendPageCopies(request, response, brandedCopies(file, brand));
}

/** Sends a page's copy in the encoding the client takes, revalidated every time (no-cache + ETag). */
export function sendPageCopies(request: Request, response: Response, page: PageCopies): void {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const etag = encoding === 'br' || encoding === 'gzip' ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  if (page.scriptHashes?.length) allowInlineScripts(response, page.scriptHashes);
  response.setHeader('Cache-Control', 'no-cache');
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('ETag', etag);
  response.vary('Accept-Encoding');
  if (request.headers['if-none-match'] === etag) {
    response.status(304).end();
    return;
  }
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain;
  if (encoding === 'br' || encoding === 'gzip') response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', String(body.length));
  response.status(200).end(request.method === 'HEAD' ? undefined : body);
}

/** The CSP hash source of an inline script's exact text. */
export function inlineScriptHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/**
 * Adds the hashes to the `script-src` of the policy the security headers already set on this answer: that
 * page's own inline scripts run, and nothing else inline does. A policy without `script-src` is left as it is.
 */
function allowInlineScripts(response: Response, hashes: readonly string[]): void {
  const policy = response.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  const sources = hashes.map((hash) => `'${hash}'`).join(' ');
  response.setHeader(
    'Content-Security-Policy',
    policy.replace(/(^|;)(\s*script-src\s[^;]*)/, (_match, separator: string, directive: string) => `${separator}${directive} ${sources}`),
  );
}
