import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES, type ContentEncoding } from '@lic/server-kernel';
import type { SerializedAnswer } from './storefront-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this the answer goes out as it is (the API's compression threshold, decision 0015). */
export const ENCODE_THRESHOLD_BYTES = COMPRESSION_THRESHOLD_BYTES;

/** The bytes of an answer in one encoding, with that representation's own ETag. */
export interface EncodedBody {
  body: Buffer;
  etag: string;
}

const ready = new WeakMap<SerializedAnswer, Partial<Record<ContentEncoding, EncodedBody>>>();
const pending = new WeakMap<SerializedAnswer, Partial<Record<ContentEncoding, Promise<EncodedBody>>>>();

/** Whether the answer is large enough to be sent compressed. */
export function isWorthEncoding(answer: SerializedAnswer): boolean {
  return answer.body.length >= ENCODE_THRESHOLD_BYTES;
}

/** The encoded bytes when they were made already (the fast path cannot wait); undefined otherwise. */
export function encodedBodyIfReady(answer: SerializedAnswer, encoding: ContentEncoding): EncodedBody | undefined {
  return ready.get(answer)?.[encoding];
}

/**
 * The answer's bytes in `encoding`, compressed once per answer and encoding off the event loop
 * (the cached answer keeps them until the cache forgets it), so no request recompresses the catalogue.
 */
export function encodedBody(answer: SerializedAnswer, encoding: ContentEncoding): Promise<EncodedBody> {
  const done = encodedBodyIfReady(answer, encoding);
  if (done) return Promise.resolve(done);
  let inFlight = pending.get(answer);
  if (!inFlight) {
    inFlight = {};
    pending.set(answer, inFlight);
  }
  const existing = inFlight[encoding];
  if (existing) return existing;
  const made = compress(answer.body, encoding).then((body) => {
    const encoded = { body, etag: `${answer.etag.slice(0, -1)}-${encoding}"` };
    const byEncoding = ready.get(answer) ?? {};
    byEncoding[encoding] = encoded;
    ready.set(answer, byEncoding);
    return encoded;
  });
  inFlight[encoding] = made;
  return made;
}

function compress(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipAsync(body, { level: 9 });
}
