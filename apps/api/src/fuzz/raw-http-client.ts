import { connect } from 'node:net';

/** A request written byte for byte: header values may hold what HTTP clients refuse to send (NUL, control characters, raw UTF-8). */
export interface RawRequest {
  method: string;
  /** Path and query, as sent on the request line. */
  target: string;
  /** In order; `host` among them replaces the default one, and a null value leaves that header out. */
  headers: Array<[string, string | null]>;
  body?: string;
}

export interface RawAnswer {
  /** The status of the first answer line; 0 when the server closed without answering, -1 when it did not answer in time. */
  status: number;
  /** The status line and headers of the answer (up to 4,000 characters). */
  head: string;
}

const ANSWER_TIMEOUT_MS = 30_000;

/**
 * Sends one HTTP/1.1 request over a new connection (`Connection: close`) and reads the status line of the answer.
 * Values are written as UTF-8, so a value with characters above U+007F arrives as raw bytes, as a hostile client
 * would send it.
 */
export function sendRaw(port: number, request: RawRequest): Promise<RawAnswer> {
  const body = Buffer.from(request.body ?? '', 'utf8');
  const names = new Set(request.headers.map(([name]) => name.toLowerCase()));
  const headers: Array<[string, string | null]> = [
    ...(names.has('host') ? [] : [['Host', 'localhost'] as [string, string]]),
    ...request.headers,
    ['Connection', 'close'],
    ...(request.body === undefined || names.has('content-length') ? [] : [['Content-Length', String(body.length)] as [string, string]]),
  ];
  const head = [
    `${request.method} ${request.target} HTTP/1.1`,
    ...headers.filter((header): header is [string, string] => header[1] !== null).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (answer: RawAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    const read = (): RawAnswer => {
      const text = Buffer.concat(chunks).toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const end = text.indexOf('\r\n\r\n');
      return { status: match ? Number(match[1]) : 0, head: text.slice(0, end === -1 ? 4_000 : Math.min(end, 4_000)) };
    };
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(head, 'utf8'), body]));
    });
    const timer = setTimeout(() => finish({ status: -1, head: 'no answer in time' }), ANSWER_TIMEOUT_MS);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // The status line is all the test reads; a long answer need not be read to its end.
      if (Buffer.concat(chunks).includes('\r\n\r\n')) finish(read());
    });
    socket.on('end', () => finish(read()));
    socket.on('close', () => finish(read()));
    // A reset after the server answered (it may close on a request it refuses) keeps the answer read so far.
    socket.on('error', () => finish(read()));
  });
}
