// A small HTTP/1.1 load generator for the benchmarks: N keep-alive connections over raw sockets, each
// sending the next request as soon as the previous answer is complete (no pipelining), so the client
// costs far less than the server it measures. Answers must carry Content-Length (the API and the bare
// server both do). Also a bare Node server, in a worker thread, that answers fixed bytes: the baseline.
import { Buffer } from 'node:buffer';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = Buffer.from('\r\nContent-Length: ');

/**
 * The Content-Length of the answer whose head ends at `end`, or -1. The header as Node writes it is
 * found in the bytes (no string copy of the whole head: a client cheaper than the servers it measures,
 * so the comparison does not depend on how many headers an answer carries); other spellings by regex.
 */
function contentLength(buffer, end) {
  const at = buffer.indexOf(CONTENT_LENGTH);
  if (at >= 0 && at < end) {
    let value = 0;
    for (let i = at + CONTENT_LENGTH.length; i < end; i++) {
      const digit = buffer[i] - 48;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    return value;
  }
  const match = /\r\ncontent-length:\s*(\d+)/i.exec(buffer.toString('latin1', 0, end));
  return match ? Number(match[1]) : -1;
}

/**
 * Loads `url` with `connections` connections for `seconds` seconds.
 * Returns { requests, errors, perSecond, p50, p99, max } (latencies in ms).
 * With `body` (a function returning the next JSON text) it POSTs a fresh body per request;
 * `onResponse(status, bodyBytes)` sees every answer; `okStatuses` lists the statuses that are not errors.
 */
export async function load(url, { connections = 50, seconds = 5, headers = {}, body, onResponse, okStatuses = [200] } = {}) {
  const target = new URL(url);
  const head =
    `${body ? 'POST' : 'GET'} ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\nConnection: keep-alive\r\n` +
    Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
  const fixedRequest = body ? null : Buffer.from(`${head}\r\n`);
  const nextRequest = () => {
    if (fixedRequest) return fixedRequest;
    const payload = Buffer.from(body(), 'utf8');
    return Buffer.concat([Buffer.from(`${head}Content-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n`), payload]);
  };
  const latencies = [];
  let errors = 0;
  let firstError;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();

  const oneConnection = () =>
    new Promise((resolve) => {
      const socket = connect({ host: target.hostname, port: Number(target.port), noDelay: true });
      let buffer = Buffer.alloc(0);
      let sentAt = 0;
      let expected = -1;
      let bodyStart = 0;
      let status = 0;
      const send = () => {
        if (performance.now() >= deadline) {
          socket.end();
          return;
        }
        const request = nextRequest();
        sentAt = performance.now();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
        for (;;) {
          if (expected < 0) {
            const end = buffer.indexOf(HEADER_END);
            if (end < 0) return;
            status = Number(buffer.toString('latin1', 9, 12));
            const length = contentLength(buffer, end);
            if (length < 0) {
              errors++;
              firstError ??= `respuesta sin Content-Length (HTTP ${status})`;
              socket.destroy();
              return;
            }
            bodyStart = end + 4;
            expected = bodyStart + length;
          }
          if (buffer.length < expected) return;
          latencies.push(performance.now() - sentAt);
          onResponse?.(status, buffer.subarray(bodyStart, expected));
          if (!okStatuses.includes(status)) {
            errors++;
            firstError ??= `HTTP ${status}: ${buffer.subarray(0, Math.min(expected, 300)).toString('utf8')}`;
          }
          buffer = buffer.subarray(expected);
          expected = -1;
          send();
        }
      });
      socket.on('error', (error) => {
        errors++;
        firstError ??= error.message;
      });
      socket.on('close', resolve);
    });

  await Promise.all(Array.from({ length: connections }, oneConnection));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] : NaN);
  return {
    requests: latencies.length,
    errors,
    firstError,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
  };
}

/** One GET whose answer is read as it came over the wire (fetch would decompress it): { status, headers, body }. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * A bare node:http server in a worker thread answering `body` as JSON to every request, with
 * `headers` (e.g. the Content-Encoding of the bytes); resolves { url, close }.
 */
export function startBareServer(body, headers = {}) {
  const worker = new Worker(
    `
    const { parentPort, workerData } = require('node:worker_threads');
    const http = require('node:http');
    const body = Buffer.from(workerData.body);
    const server = http.createServer((req, res) => {
      res.writeHead(200, { ...workerData.headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length });
      res.end(body);
    });
    server.keepAliveTimeout = 60000;
    server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
    parentPort.on('message', () => server.close(() => process.exit(0)));
    `,
    { eval: true, workerData: { body, headers } },
  );
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (port) =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        close: () =>
          new Promise((done) => {
            worker.once('exit', done);
            worker.postMessage('close');
          }),
      }),
    );
  });
}

/**
 * The same bare server in a process of its own (its CPU time can be read from /proc, as the API's):
 * resolves { url, pid, close }.
 */
export function startBareProcess(body, headers = {}) {
  const child = spawn(
    process.execPath,
    [
      '--eval',
      `
    const http = require('node:http');
    process.once('message', ({ body, headers }) => {
      const bytes = Buffer.from(body, 'base64');
      const server = http.createServer((req, res) => {
        res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': bytes.length });
        res.end(bytes);
      });
      server.keepAliveTimeout = 60000;
      server.listen(0, '127.0.0.1', () => process.send(server.address().port));
      process.once('message', () => server.close(() => process.exit(0)));
    });
    `,
    ],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  child.send({ body: Buffer.from(body).toString('base64'), headers });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (port) =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        pid: child.pid,
        close: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.send('close');
          }),
      }),
    );
  });
}
