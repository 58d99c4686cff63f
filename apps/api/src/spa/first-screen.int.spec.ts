import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '@lic/api-testing';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const storefrontHtml = readFileSync(path.resolve(import.meta.dirname, '../../../storefront/index.html'), 'utf8');
/** The inline script a render module gives (the storefront's takes "Agregar al carrito" early, decision 0074). */
const SCRIPT = 'window.__rendered=1';
/** A render module standing in for the storefront's build (entry-server.mjs): same contract, fixed markup. */
const renderModule = `export async function renderFirstScreen(url, brand) {
  return { html: '<main data-rendered="' + brand.appName + '">tarjetas</main>', styles: '<style>.x{}</style>', data: '', script: ${JSON.stringify(SCRIPT)} };
}`;

// The home's first screen goes out with its one inline script allowed by that script's hash in the page's
// Content-Security-Policy; no other page gets the hash, and nothing else inline is allowed.
describe('The rendered home allows its own inline script by hash (decision 0074)', () => {
  let t: TestApp;
  let port: number;
  let staticDir: string;

  function rawGet(urlPath: string, host: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'lic-first-screen-'));
    mkdirSync(path.join(staticDir, 'storefront'), { recursive: true });
    mkdirSync(path.join(staticDir, 'storefront-ssr'), { recursive: true });
    writeFileSync(path.join(staticDir, 'storefront', 'index.html'), storefrontHtml);
    writeFileSync(path.join(staticDir, 'storefront-ssr', 'entry-server.mjs'), renderModule);
    t = await createTestApp({ env: { STATIC_DIR: staticDir } });
    await t.app.listen(0, '127.0.0.1');
    port = ((t.app.getHttpServer() as Server).address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('puts the script in the head and its sha256 in script-src, for that page only', async () => {
    const home = await rawGet('/', 'colfactura.localhost');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<main data-rendered="colfactura">tarjetas</main>');
    expect(home.body).toMatch(new RegExp(`<script>${SCRIPT}</script></head>`));
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const policy = String(home.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);

    // Another page of the storefront is not rendered and allows no inline script.
    const other = await rawGet('/myplan', 'colfactura.localhost');
    expect(other.status).toBe(200);
    expect(other.body).not.toContain('data-rendered');
    const otherPolicy = String(other.headers['content-security-policy']);
    expect(otherPolicy).not.toContain('sha256-');
    expect(otherPolicy).toContain("script-src 'self'");
  });
});
