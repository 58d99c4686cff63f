import { describe, expect, it } from '@jest/globals';
import { loadAppConfig } from '../config/app-config';
import { LOGGED_ROUTES, redactedUrl } from './logger-params';

describe('redactedUrl', () => {
  it.each([
    ['/api/health', '/api/health'],
    ['/api/health?pagina=2', '/api/health?pagina=2'],
    ['/user/api/Login/DecodeParameter?param=cifrado', '/user/api/Login/DecodeParameter?param=%5BRedacted%5D'],
    ['/license/api/x?token=a&token=b&q=1', '/license/api/x?token=%5BRedacted%5D&q=1'],
    ['/mail/x?accessKey=1&Signature=2', '/mail/x?accessKey=%5BRedacted%5D&Signature=%5BRedacted%5D'],
  ])('%s → %s', (url, expected) => {
    expect(redactedUrl(url)).toBe(expected);
  });
});

describe('request logs', () => {
  it('cover the API routes only', () => {
    expect(['/api/health', '/license/api/License/x', '/user/api/Login', '/mail/x'].every((url) => LOGGED_ROUTES.test(url))).toBe(true);
    expect(['/', '/admin/packages', '/assets/index.js', '/dev/mailbox'].some((url) => LOGGED_ROUTES.test(url))).toBe(false);
  });
});

describe('LOG_LEVEL', () => {
  it('is a pino level, info by default', () => {
    expect(loadAppConfig({}).logLevel).toBe('info');
    expect(loadAppConfig({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(() => loadAppConfig({ LOG_LEVEL: 'verbose' })).toThrow(
      /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/,
    );
  });
});
