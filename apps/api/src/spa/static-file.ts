import { existsSync } from 'node:fs';
import type { NextFunction, Request, Response } from 'express';
import { preferredEncoding } from '@lic/server-kernel';

/** Vite's hashed build files (assets/name-HASH.ext): their name changes with their content. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.[a-z0-9]+$/i;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Files outside assets/ (favicon...) keep their name across releases. */
const UNHASHED_CACHE = 'public, max-age=3600';

/**
 * Sends a file of a built SPA: its `.br` or `.gz` copy made at build time (tools/build/precompress-assets.ts)
 * when the client takes that encoding, with Vary: Accept-Encoding; hashed assets cached for a year as
 * immutable, HTML revalidated every time (`no-cache`).
 */
export function sendStaticFile(request: Request, response: Response, next: NextFunction, file: string): void {
  const isHtml = file.toLowerCase().endsWith('.html');
  const cacheControl = isHtml ? 'no-cache' : HASHED_ASSET.test(file) ? IMMUTABLE_CACHE : UNHASHED_CACHE;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  const chosen = suffix && existsSync(file + suffix) ? file + suffix : file;
  const hasCopies = chosen !== file || existsSync(`${file}.br`) || existsSync(`${file}.gz`);
  response.setHeader('Cache-Control', cacheControl);
  if (hasCopies) response.vary('Accept-Encoding');
  if (chosen !== file) {
    response.setHeader('Content-Encoding', encoding as string);
    // The type of the original file, not of .br/.gz (send keeps a Content-Type already set).
    response.type(file.slice(file.lastIndexOf('.')));
  }
  response.sendFile(chosen, { cacheControl: false }, (error?: Error & { status?: number }) => {
    if (!error || response.headersSent) return;
    if (error.status === 404) return next();
    next(error);
  });
}
