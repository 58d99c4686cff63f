import type { Request, Response } from 'express';
import type { SerializedAnswer } from '../infrastructure/cache/storefront-cache';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Browsers keep the catalogue but ask again every time; an unchanged one costs a 304. */
export const CATALOGUE_CACHE_CONTROL = 'no-cache';

/** True when the request already holds these bytes (If-None-Match with the answer's ETag). */
export function isNotModified(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const values = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  return values.split(',').some((value) => {
    const tag = value.trim();
    return tag === etag || tag === `W/${etag}` || tag === '*';
  });
}

/** Sends serialised bytes as they are: no serialisation, no ETag hashing per request. */
export function sendSerialized(request: Request, response: Response, answer: SerializedAnswer): void {
  response.setHeader('Content-Type', JSON_CONTENT_TYPE);
  response.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);
  response.setHeader('ETag', answer.etag);
  if (isNotModified(request.headers['if-none-match'], answer.etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  response.setHeader('Content-Length', answer.body.length);
  response.end(answer.body);
}
