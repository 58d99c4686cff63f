import type { Request, Response } from 'express';
import { preferredEncoding, type ContentEncoding } from '@lic/server-kernel';
import { encodedBody, isWorthEncoding } from '../infrastructure/cache/encoded-answer';
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

/** The encoding a catalogue answer goes out in for this request: none below the threshold. */
export function answerEncoding(acceptEncoding: string | string[] | undefined, answer: SerializedAnswer): ContentEncoding | null {
  return isWorthEncoding(answer) ? preferredEncoding(acceptEncoding) : null;
}

/**
 * Sends serialised bytes as they are: no serialisation, no ETag hashing per request, and the br or gzip
 * copy kept with the answer (compressed once per answer, decision 0015) when the client takes it.
 */
export async function sendSerialized(request: Request, response: Response, answer: SerializedAnswer): Promise<void> {
  const encoding = answerEncoding(request.headers['accept-encoding'], answer);
  const { body, etag } = encoding ? await encodedBody(answer, encoding) : answer;
  response.setHeader('Content-Type', JSON_CONTENT_TYPE);
  response.setHeader('Cache-Control', CATALOGUE_CACHE_CONTROL);
  response.setHeader('ETag', etag);
  response.setHeader('Vary', 'Accept-Encoding');
  if (isNotModified(request.headers['if-none-match'], etag)) {
    response.statusCode = 304;
    response.end();
    return;
  }
  response.statusCode = 200;
  if (encoding) response.setHeader('Content-Encoding', encoding);
  response.setHeader('Content-Length', body.length);
  response.end(body);
}
