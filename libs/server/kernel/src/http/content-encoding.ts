/** The encodings the API sends: brotli first (smaller), then gzip. */
export type ContentEncoding = 'br' | 'gzip';

const memo = new Map<string, ContentEncoding | null>();
const MEMO_LIMIT = 200;

/**
 * The encoding to answer with for an Accept-Encoding header: br when the client takes it, else gzip,
 * else none. Brotli wins a tie whatever order the client lists them in (browsers send
 * "gzip, deflate, br, zstd"); a higher q wins, `q=0` refuses, `*` stands for every one not named.
 * Answers are memoised per header value: a handful of distinct values covers every browser.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (acceptEncoding === undefined) return null;
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const known = memo.get(header);
  if (known !== undefined) return known;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const weight = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gzip = weight('gzip');
  const chosen = br > 0 && br >= gzip ? 'br' : gzip > 0 ? 'gzip' : null;
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(header, chosen);
  return chosen;
}
