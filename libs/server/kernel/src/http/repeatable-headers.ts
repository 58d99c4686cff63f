import type { OutgoingHttpHeaders } from 'node:http';

/** Headers that depend on the request or the body: never repeated from one answer to the next. */
export const PER_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  'content-length',
  'content-type',
  'etag',
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-request-id',
]);

/**
 * The headers of an answer the whole pipeline gave that a fast path may repeat on its own answers (security
 * headers…), as the flat list ServerResponse.writeHead takes (name, value, name, value…): without the
 * per-request ones, those in `alsoLeftOut` (lower case) and those without a value.
 */
export function repeatableHeaders(headers: OutgoingHttpHeaders, alsoLeftOut: Iterable<string> = []): string[] {
  const leftOut = new Set([...PER_REQUEST_HEADERS, ...alsoLeftOut]);
  return Object.entries(headers)
    .filter(([name, value]) => !leftOut.has(name.toLowerCase()) && value !== undefined)
    .flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((one) => [name, String(one)]) : [name, String(value)]));
}
