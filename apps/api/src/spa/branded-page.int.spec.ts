import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from '@lic/api-testing';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The storefront's own index.html, as Vite starts from it. */
const storefrontHtml = readFileSync(path.resolve(import.meta.dirname, '../../../storefront/index.html'), 'utf8');
const backofficeHtml = '<!doctype html><html lang="es"><head><title>Back office</title></head><body><div id="root"></div></body></html>';

describe('The storefront page wears the host brand before its scripts run (decision 0025)', () => {
  let t: TestApp;
  let port: number;
  let staticDir: string;

  function rawGet(urlPath: string, host: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, headers: { host, ...headers } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'lic-shell-'));
    mkdirSync(path.join(staticDir, 'storefront'), { recursive: true });
    mkdirSync(path.join(staticDir, 'backoffice'), { recursive: true });
    writeFileSync(path.join(staticDir, 'storefront', 'index.html'), storefrontHtml);
    writeFileSync(path.join(staticDir, 'backoffice', 'index.html'), backofficeHtml);
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
    await t.app.listen(0, '127.0.0.1');
    port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("marks the page with the host's brand, its Spanish title and description, and keeps the boot shell", async () => {
    const answer = await rawGet('/', 'firmaya.localhost:3000');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const html = answer.body.toString();
    expect(html).toContain('<html lang="es" data-app="firmaya" data-tenant="firmaya">');
    expect(html).toContain('<title>Firmaya | Tienda de licencias</title>');
    expect(html).toMatch(/<meta name="description" content="Tienda en línea de Firmaya: [^"]+"/);
    expect(html).toContain('<div id="boot-shell" aria-hidden="true">');
    expect(html).toContain('<div id="root"></div>');

    const bemyself = (await rawGet('/myplan', 'bemyself.localhost')).body.toString();
    expect(bemyself).toContain('data-app="bemyself" data-tenant="myselfcert"');
    expect(bemyself).toContain('<title>BeMyself | Tienda de licencias</title>');
  });

  it('sends the branded page compressed, each brand its own copy, and answers 304 to its ETag', async () => {
    const boveda = await rawGet('/', 'boveda.localhost', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(boveda.headers['content-encoding']).toBe('br');
    expect(boveda.headers['vary']).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(boveda.body).toString();
    expect(html).toContain('data-app="boveda"');
    expect(html).toContain('<title>Bóveda | Tienda de licencias</title>');

    const colfactura = await rawGet('/', 'colfactura.localhost', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(colfactura.body).toString()).toContain('data-app="colfactura"');
    expect(colfactura.headers['etag']).not.toBe(boveda.headers['etag']);

    const again = await rawGet('/', 'boveda.localhost', { 'accept-encoding': 'br', 'if-none-match': String(boveda.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('gives an unknown host the generic store and leaves the back office page as built', async () => {
    expect((await rawGet('/', 'tienda.example.com')).body.toString()).toContain('data-app="license"');
    const backoffice = await rawGet('/admin/', 'localhost:3000');
    expect(backoffice.body.toString()).toBe(backofficeHtml);
  });

  it('answers /robots.txt as plain text on every brand host, keeping crawlers out of the back office and the API', async () => {
    for (const host of ['colfactura.localhost', 'localhost:3000']) {
      const answer = await rawGet('/robots.txt', host);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
      const robots = answer.body.toString();
      expect(robots).toMatch(/^User-agent: \*\n/);
      expect(robots).toContain('Disallow: /admin\n');
      expect(robots).toContain('Disallow: /api/\n');
      expect(robots).not.toContain('<html');
    }
  });
});
