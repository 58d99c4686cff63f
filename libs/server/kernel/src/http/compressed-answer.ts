import { brotliCompress, constants, gzip } from 'node:zlib';
import { preferredEncoding, type ContentEncoding } from './content-encoding';

/** Answers of this size and more go out with br or gzip when the client takes them (decision 0015). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What the API's compression middleware would send for these bytes and this Accept-Encoding: br or gzip at
 * its settings (brotli quality 4, gzip's default level) from 1 KB on, the bytes as they are otherwise.
 * Compressed off the event loop; `done` gets the encoding (null: none) and the bytes to send with it.
 */
export function compressForClient(
  bytes: Buffer,
  acceptEncoding: string | string[] | undefined,
  done: (encoding: ContentEncoding | null, body: Buffer) => void,
): void {
  const encoding = bytes.length >= COMPRESSION_THRESHOLD_BYTES ? preferredEncoding(acceptEncoding) : null;
  if (encoding === null) {
    done(null, bytes);
    return;
  }
  const finish = (error: Error | null, body: Buffer) => (error ? done(null, bytes) : done(encoding, body));
  if (encoding === 'br') brotliCompress(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, finish);
  else gzip(bytes, finish);
}
