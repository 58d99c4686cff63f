import { jest } from '@jest/globals';
import { detectBrand } from './brand-detection';
import { fakeFetch } from './testing/fake-fetch';

describe('detectBrand', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
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
