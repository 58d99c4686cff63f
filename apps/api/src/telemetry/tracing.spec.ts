import { describe, expect, it } from '@jest/globals';
import { startTracing } from './tracing';

describe('startTracing', () => {
  it('loads nothing without OTEL_EXPORTER_OTLP_ENDPOINT', async () => {
    await expect(startTracing({})).resolves.toBe(false);
    await expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).resolves.toBe(false);
  });

  it('refuses an endpoint that is not an http(s) URL', async () => {
    await expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4317' })).rejects.toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT must be an http\(s\) URL/,
    );
  });
});
