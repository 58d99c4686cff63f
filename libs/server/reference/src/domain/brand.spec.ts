import { brandForHost } from './brand';

describe('brandForHost', () => {
  it('reads the configured map, then <app>.<anything>, else the license brand', () => {
    expect(brandForHost('tienda.example.com', { 'tienda.example.com': 'boveda' }).appName).toBe('boveda');
    expect(brandForHost('FIRMAYA.localhost:3000').appName).toBe('firmaya');
    expect(brandForHost('localhost:3000').appName).toBe('license');
    expect(brandForHost(undefined).appName).toBe('license');
  });

  it("never finds an object's own machinery through a hostile Host header", () => {
    const map = { 'tienda.example.com': 'boveda' };
    for (const host of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      'valueOf',
      '__proto__:80',
      'prototype',
      '__defineGetter__',
    ]) {
      expect(brandForHost(host, map).appName).toBe('license');
      expect(brandForHost(host).appName).toBe('license');
    }
    expect(brandForHost('__proto__.example.com', map).appName).toBe('license');
    expect(brandForHost('constructor.localhost').appName).toBe('license');
  });
});
