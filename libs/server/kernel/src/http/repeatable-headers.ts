import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Headers that depend on the request or describe one answer's body (its encoding, length, ranges, validators,
 * caching, cookies, redirections): never repeated from one answer to the next. A fast path sets those its own
 * answer needs itself (Content-Encoding only over bytes it compressed, Vary on every answer).
 */
export const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'content-length',
  'content-type',
  'content-encoding',
  'content-range',
  'content-disposition',
  'content-location',
  'content-language',
  'content-md5',
  'digest',
  'content-digest',
  'repr-digest',
  'accept-ranges',
  'vary',
  'etag',
  'last-modified',
  'cache-control',
  'expires',
  'age',
  'date',
  'set-cookie',
  'location',
  'retry-after',
  'www-authenticate',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'trailer',
  'x-request-id',
]);

/**
 * The headers of an answer the whole pipeline gave that a fast path may repeat on its own answers (security
 * headers…), as the flat list ServerResponse.writeHead takes (name, value, name, value…): without the
 * per-request and per-body ones, those in `alsoLeftOut` (lower case) and those without a value.
 */
export function repeatableHeaders(headers: OutgoingHttpHeaders, alsoLeftOut: Iterable<string> = []): string[] {
  const leftOut = new Set([...PER_REQUEST_HEADERS, ...alsoLeftOut]);
  return Object.entries(headers)
    .filter(([name, value]) => !leftOut.has(name.toLowerCase()) && value !== undefined)
    .flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, String(one)]) : [name, String(value)]));
}
