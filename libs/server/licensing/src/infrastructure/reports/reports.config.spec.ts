import { describe, expect, it } from '@jest/globals';
import { loadReportsConfig } from './reports.config';

describe('loadReportsConfig', () => {
  it('has no external URL unless configured', () => {
    expect(loadReportsConfig({})).toEqual({ externalUrls: {} });
    expect(loadReportsConfig({ REPORTS_EXTERNAL_URLS: ' ' })).toEqual({ externalUrls: {} });
  });

  it('reads the URL of each card', () => {
    expect(loadReportsConfig({ REPORTS_EXTERNAL_URLS: '{"services":"https://bi.example.com/servicios"}' })).toEqual({
      externalUrls: { services: 'https://bi.example.com/servicios' },
    });
  });

  it('stops the start-up on a malformed value, an unknown card or a URL that is not http(s)', () => {
    expect(() => loadReportsConfig({ REPORTS_EXTERNAL_URLS: 'https://bi.example.com' })).toThrow('objeto JSON');
    expect(() => loadReportsConfig({ REPORTS_EXTERNAL_URLS: '["https://bi.example.com"]' })).toThrow('objeto JSON');
    expect(() => loadReportsConfig({ REPORTS_EXTERNAL_URLS: '{"kibana":"https://bi.example.com"}' })).toThrow('la clave kibana no existe');
    expect(() => loadReportsConfig({ REPORTS_EXTERNAL_URLS: '{"services":"javascript:alert(1)"}' })).toThrow('http:// o https://');
  });
});
