import { jest } from '@jest/globals';
import { brandOfDocument, detectBrand } from './brand-detection';
import { fakeFetch } from './testing/fake-fetch';

describe('detectBrand', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    delete document.documentElement.dataset.app;
    delete document.documentElement.dataset.tenant;
  });

  it('takes the brand the server marked the page with, without asking again', async () => {
    const fetch = fakeFetch([]);
    globalThis.fetch = fetch.impl;
    document.documentElement.dataset.app = 'bemyself';
    document.documentElement.dataset.tenant = 'myselfcert';

    expect(brandOfDocument()).toEqual({ appName: 'bemyself', tenant: 'myselfcert' });
    await expect(detectBrand()).resolves.toEqual({ appName: 'bemyself', tenant: 'myselfcert' });
    expect(fetch.calls).toHaveLength(0);
  });

  it('finds no brand on a page the server did not mark (the dev server)', () => {
    expect(brandOfDocument()).toBeNull();
  });

  it('reads the brand from the headers of the page itself', async () => {
    const fetch = fakeFetch([{ status: 200, body: '<html></html>', headers: { 'X-App-Name': 'bemyself', 'X-Tenant': 'myselfcert' } }]);
    globalThis.fetch = fetch.impl;

    await expect(detectBrand()).resolves.toEqual({ appName: 'bemyself', tenant: 'myselfcert' });
    expect(fetch.calls[0]).toMatchObject({ url: window.location.href, method: 'GET', headers: { Accept: 'text/html' } });
  });

  it('falls back to the generic app when the headers are missing', async () => {
    globalThis.fetch = fakeFetch([{ status: 200, body: '' }]).impl;

    await expect(detectBrand()).resolves.toEqual({ appName: 'license', tenant: 'license' });
  });

  it('falls back to the generic app when the page cannot be fetched', async () => {
    globalThis.fetch = jest.fn<typeof fetch>().mockRejectedValue(new TypeError('offline'));

    await expect(detectBrand()).resolves.toEqual({ appName: 'license', tenant: 'license' });
  });
});
