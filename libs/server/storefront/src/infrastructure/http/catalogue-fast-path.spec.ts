import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpAdapterHost } from '@nestjs/core';
import type { AppConfig } from '@lic/server-kernel';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { encodedBody } from '../cache/encoded-answer';
import { catalogueCacheKey, serializedAnswer, StorefrontCache } from '../cache/storefront-cache';
import { CatalogueFastPath } from './catalogue-fast-path';

const NOW = new Date('2026-05-10T15:00:00.000Z');

function setUp() {
  const cache = new StorefrontCache({ now: () => NOW });
  cache.setListening(true);
  const fastPath = new CatalogueFastPath({} as HttpAdapterHost, cache, { brandHosts: {} } as unknown as AppConfig);
  return { cache, fastPath };
}

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): IncomingMessage {
  return { method, url, headers: { host: 'colfactura.localhost:3000', ...headers } } as unknown as IncomingMessage;
}

function response() {
  const sent: { status?: number; headers?: string[]; body?: unknown } = {};
  const res = {
    writeHead: (status: number, headers: string[]) => {
      sent.status = status;
      sent.headers = headers;
    },
    end: (body?: unknown) => {
      sent.body = body;
    },
  } as unknown as ServerResponse;
  return { res, sent };
}

const headerOf = (headers: string[] | undefined, name: string) => headers?.[headers.indexOf(name) + 1];

describe('CatalogueFastPath', () => {
  it('answers an anonymous GET of a cached catalogue with the pipeline headers, the brand of the host and the same bytes', async () => {
    const { cache, fastPath } = setUp();
    const answer = await cache.getOrFill(catalogueCacheKey('colfactura', null, null), async () =>
      serializedAnswer({ result: { offers: [] } }, NOW.getTime() + 60_000),
    );
    cache.rememberResponseHeaders({ 'x-content-type-options': 'nosniff', 'content-length': '99', 'x-app-name': 'license' });

    const { res, sent } = response();
    expect(fastPath.serve(request('/license/api/Package/getPackagesByServiceName/Colfactura?v=1'), res)).toBe(true);
    expect(sent.status).toBe(200);
    expect(sent.body).toBe(answer.body);
    expect(headerOf(sent.headers, 'x-content-type-options')).toBe('nosniff');
    expect(headerOf(sent.headers, 'x-app-name')).toBe('colfactura');
    expect(headerOf(sent.headers, 'ETag')).toBe(answer.etag);
    expect(headerOf(sent.headers, 'Content-Length')).toBe(String(answer.body.length));
    expect(sent.headers?.filter((h) => h.toLowerCase() === 'content-length')).toHaveLength(1);

    const conditional = response();
    expect(
      fastPath.serve(
        request('/license/api/package/GetPackagesByServiceName/colfactura', { 'if-none-match': answer.etag }),
        conditional.res,
      ),
    ).toBe(true);
    expect(conditional.sent.status).toBe(304);
    expect(conditional.sent.body).toBeUndefined();
  });

  it('leaves everything else to Nest: a token, another method or path, an odd app name, a miss, an expired answer', async () => {
    const { cache, fastPath } = setUp();
    const path = '/license/api/package/GetPackagesByServiceName/colfactura';
    // Before one request went through the pipeline there are no headers to repeat.
    await cache.getOrFill(catalogueCacheKey('colfactura', null, null), async () => serializedAnswer({}, NOW.getTime() + 60_000));
    expect(fastPath.serve(request(path), response().res)).toBe(false);
    cache.rememberResponseHeaders({});
    expect(fastPath.serve(request(path), response().res)).toBe(true);

    expect(fastPath.serve(request(path, { authorization: 'Bearer x' }), response().res)).toBe(false);
    expect(fastPath.serve(request(path, {}, 'HEAD'), response().res)).toBe(false);
    expect(fastPath.serve(request('/license/api/package/GetPackagesByServiceNameAndFeatureCode/colnomina/X'), response().res)).toBe(false);
    expect(fastPath.serve(request(`${path}/extra`), response().res)).toBe(false);
    expect(fastPath.serve(request('/license/api/package/GetPackagesByServiceName/col%20factura'), response().res)).toBe(false);
    expect(fastPath.serve(request('/license/api/package/GetPackagesByServiceName/firmaya'), response().res)).toBe(false);

    cache.invalidate();
    expect(fastPath.serve(request(path), response().res)).toBe(false);
    await cache.getOrFill(catalogueCacheKey('colfactura', null, null), async () => serializedAnswer({}, NOW.getTime() - 1));
    expect(fastPath.serve(request(path), response().res)).toBe(false);
  });
});

describe('CatalogueFastPath with compression', () => {
  const bigCatalogue = { result: { base: Array.from({ length: 60 }, (_, i) => ({ packageCode: `P-${i}`, packageName: 'Plan' })) } };

  it('sends the br or gzip copy kept with the answer, once one request through the pipeline made it', async () => {
    const { cache, fastPath } = setUp();
    const answer = await cache.getOrFill(catalogueCacheKey('colfactura', null, null), async () =>
      serializedAnswer(bigCatalogue, NOW.getTime() + 60_000),
    );
    cache.rememberResponseHeaders({});
    const path = '/license/api/package/GetPackagesByServiceName/colfactura';
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    // Not compressed yet: Nest answers (and compresses it).
    expect(fastPath.serve(request(path, browser), response().res)).toBe(false);
    await encodedBody(answer, 'br');
    await encodedBody(answer, 'gzip');

    const br = response();
    expect(fastPath.serve(request(path, browser), br.res)).toBe(true);
    expect(headerOf(br.sent.headers, 'Content-Encoding')).toBe('br');
    expect(headerOf(br.sent.headers, 'Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.sent.body as Buffer).equals(answer.body)).toBe(true);
    expect(Number(headerOf(br.sent.headers, 'Content-Length'))).toBe((br.sent.body as Buffer).length);
    expect((br.sent.body as Buffer).length).toBeLessThan(answer.body.length / 3);

    const gzip = response();
    expect(fastPath.serve(request(path, { 'accept-encoding': 'gzip' }), gzip.res)).toBe(true);
    expect(headerOf(gzip.sent.headers, 'Content-Encoding')).toBe('gzip');
    expect(gunzipSync(gzip.sent.body as Buffer).equals(answer.body)).toBe(true);
    expect(headerOf(gzip.sent.headers, 'ETag')).not.toBe(headerOf(br.sent.headers, 'ETag'));

    const plain = response();
    expect(fastPath.serve(request(path), plain.res)).toBe(true);
    expect(plain.sent.headers).not.toContain('Content-Encoding');
    expect(plain.sent.body).toBe(answer.body);
  });

  it('compresses an answer once per encoding however many requests ask at the same time', async () => {
    const answer = serializedAnswer(bigCatalogue, NOW.getTime() + 60_000);
    const [a, b] = await Promise.all([encodedBody(answer, 'br'), encodedBody(answer, 'br')]);
    expect(a).toBe(b);
    expect(await encodedBody(answer, 'br')).toBe(a);
  });
});

describe('StorefrontCache', () => {
  it('stores nothing while it does not listen to changes, and nothing filled before an invalidation', async () => {
    const cache = new StorefrontCache({ now: () => NOW });
    const fill = () => serializedAnswer({ n: 1 }, NOW.getTime() + 60_000);
    await cache.getOrFill('k', async () => fill());
    expect(cache.size).toBe(0);

    cache.setListening(true);
    let release: () => void = () => undefined;
    const slow = cache.getOrFill('k', () => new Promise((resolve) => (release = () => resolve(fill()))));
    cache.invalidate();
    release();
    await slow;
    expect(cache.get('k')).toBeUndefined();

    await cache.getOrFill('k', async () => fill());
    expect(cache.get('k')).toBeDefined();
  });

  it('shares one build between concurrent misses of a key', async () => {
    const cache = new StorefrontCache({ now: () => NOW });
    cache.setListening(true);
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return serializedAnswer({}, NOW.getTime() + 60_000);
    };
    const [a, b] = await Promise.all([cache.getOrFill('k', build), cache.getOrFill('k', build)]);
    expect(builds).toBe(1);
    expect(a).toBe(b);
  });
});
