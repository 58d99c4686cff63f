import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@lic/api-testing';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const BROWSER = 'gzip, deflate, br, zstd';
const script = `console.log(${JSON.stringify('tienda '.repeat(400))});\n`;
const html = `<!doctype html><html lang="es"><head><title>Tienda</title></head><body><div id="root">${'<p>x</p>'.repeat(200)}</div></body></html>`;

/** A built SPA as tools/build leaves it: hashed assets, their .br/.gz copies, an index.html and a file without a hash. */
function writeBuiltApp(dir: string): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  for (const [name, content] of [
    ['assets/index-AbCd12_-.js', script],
    ['index.html', html],
  ]) {
    writeFileSync(path.join(dir, name), content);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(content));
  }
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n'.repeat(100));
}

describe('Compressed answers (decision 0015)', () => {
  let t: TestApp;
  let port: number;
  let staticDir: string;

  /** A GET whose body is read as it came over the wire (no decompression by the client). */
  function rawGet(urlPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: urlPath, headers: { host: 'colfactura.localhost:3000', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'lic-spa-'));
    writeBuiltApp(path.join(staticDir, 'storefront'));
    writeBuiltApp(path.join(staticDir, 'backoffice'));
    // Seeded: the demo catalogue of colfactura is the size of the real one.
    t = await createTestApp({ seed: true, env: { STATIC_DIR: staticDir } });
    await t.app.listen(0, '127.0.0.1');
    port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('sends the brotli copy of a hashed asset to a browser, cached for a year as immutable', async () => {
    const answer = await rawGet('/assets/index-AbCd12_-.js', { 'accept-encoding': BROWSER });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli and the plain file to one that takes neither', async () => {
    const gzip = await rawGet('/assets/index-AbCd12_-.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);

    const plain = await rawGet('/assets/index-AbCd12_-.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it('answers every page with index.html, compressed and revalidated every time (no-cache)', async () => {
    for (const page of ['/', '/myplan', '/license/viewCartModal/12/2', '/license/viewOffers']) {
      const answer = await rawGet(page, { 'accept-encoding': BROWSER });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['cache-control']).toBe('no-cache');
      // The storefront's page goes out marked with the host's brand (decision 0025), compressed the same way.
      const sent = brotliDecompressSync(answer.body).toString();
      expect(sent).toContain('<html lang="es" data-app="colfactura" data-tenant="colfactura">');
      expect(sent).toContain(html.slice(html.indexOf('<body>')));
    }
    const backoffice = await rawGet('/admin/packages', { 'accept-encoding': 'gzip', host: 'localhost:3000' });
    expect(backoffice.headers['cache-control']).toBe('no-cache');
    expect(backoffice.headers['content-encoding']).toBe('gzip');
    const asset = await rawGet('/admin/assets/index-AbCd12_-.js', { 'accept-encoding': BROWSER, host: 'localhost:3000' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('br');
  });

  it('caches a file without a hash in its name for an hour only', async () => {
    const answer = await rawGet('/robots.txt', { 'accept-encoding': BROWSER });
    expect(answer.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('compresses a large JSON answer of the API, and not a small one', async () => {
    const large = await rawGet('/license/api/parameter/GetListStatesAndCities', { 'accept-encoding': BROWSER });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['vary']).toMatch(/accept-encoding/i);
    const json = JSON.parse(brotliDecompressSync(large.body).toString());
    expect(JSON.stringify(json).length).toBeGreaterThan(large.body.length * 3);

    const small = await rawGet('/api/health', { 'accept-encoding': BROWSER });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the storefront catalogue compressed, the same bytes every time, through the pipeline and the fast path', async () => {
    const url = '/license/api/package/GetPackagesByServiceName/colfactura';
    const plain = await rawGet(url);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const first = await rawGet(url, { 'accept-encoding': BROWSER });
    const second = await rawGet(url, { 'accept-encoding': BROWSER });
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      expect(brotliDecompressSync(answer.body).equals(plain.body)).toBe(true);
    }
    expect(second.body.equals(first.body)).toBe(true);
    expect(first.body.length).toBeLessThan(plain.body.length / 3);

    const notModified = await rawGet(url, { 'accept-encoding': BROWSER, 'if-none-match': String(second.headers['etag']) });
    expect(notModified.status).toBe(304);
    const gzip = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});
