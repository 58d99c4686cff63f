import { describe, expect, it } from '@jest/globals';
import { isAllowedOrigin } from './session-origin';

describe('isAllowedOrigin', () => {
  it('accepts the page of the same host, port included', () => {
    expect(isAllowedOrigin('http://colfactura.localhost:3000', 'colfactura.localhost:3000', [])).toBe(true);
    expect(isAllowedOrigin('https://tienda.example.com', 'TIENDA.example.com', [])).toBe(true);
  });

  it('refuses another host or another port', () => {
    expect(isAllowedOrigin('http://evil.example', 'colfactura.localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('http://colfactura.localhost:4000', 'colfactura.localhost:3000', [])).toBe(false);
    expect(isAllowedOrigin('null', 'localhost:3000', [])).toBe(false);
  });

  it('accepts a configured origin', () => {
    expect(isAllowedOrigin('https://admin.example.com', 'api.example.com', ['https://admin.example.com/'])).toBe(true);
    expect(isAllowedOrigin('https://other.example.com', 'api.example.com', ['https://admin.example.com'])).toBe(false);
  });

  it('accepts a handshake without Origin (same-origin polling, non-browser clients)', () => {
    expect(isAllowedOrigin(undefined, 'localhost:3000', [])).toBe(true);
  });
});
