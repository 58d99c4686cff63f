import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { MetricsServer } from '@lic/server-kernel';

// Prometheus metrics (decision 0021): on the public port in development and tests, on METRICS_PORT
// only when it is set (the public port then answers 404, never the SPA page nor the metrics), to a bearer
// with METRICS_TOKEN.

const TOKEN = 'token-de-metricas-de-prueba-0123456789';

describe('/metrics', () => {
  describe('without METRICS_PORT (development and tests)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(async () => {
      await t?.close();
    });

    it('serves the process metrics, HTTP durations by route template, and pool and delivery gauges', async () => {
      await t.http().get('/api/health/live').expect(200);
      await t.http().get('/license/api/package/GetPackagesByServiceName/colfactura');
      await t.http().get('/no-existe/123');
      const response = await t.http().get('/metrics').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.text;
      expect(text).toMatch(/^nodejs_version_info\{version="v24\.[^"]+",major="24",.*\} 1$/m);
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status_code="200"\} 1$/m);
      expect(text).toMatch(
        /^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/license\/api\/package\/GetPackagesByServiceName\/:appName",status_code="\d+"\} \d+$/m,
      );
      expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="unmatched",status_code="\d+"\} 1$/m);
      // Raw URLs are never labels.
      expect(text).not.toMatch(/route="[^"]*(colfactura|no-existe)/);
      expect(text).toMatch(/^licencias_db_pool_connections\{pool="orm",state="total"\} \d+$/m);
      expect(text).toMatch(/^licencias_db_pool_connections\{pool="jobs",state="idle"\} \d+$/m);
      expect(text).toMatch(/^licencias_db_pool_connections\{pool="consumption",state="waiting"\} 0$/m);
      expect(text).toMatch(/^licencias_event_delivery_dead_letters 0$/m);
      expect(text).toContain('# TYPE licencias_event_delivery_lag_seconds histogram');
      expect(text).toContain('# TYPE licencias_event_delivery_retries_total counter');
      expect(text).toContain('# TYPE licencias_consumption_events_total counter');
      process.stdout.write(
        `/metrics sample:\n${text
          .split('\n')
          .filter((line) =>
            /^(nodejs_version_info|http_request_duration_seconds_count|licencias_db_pool_connections|licencias_event_delivery_dead_letters )/.test(
              line,
            ),
          )
          .join('\n')}\n`,
      );
    });
  });

  describe('with METRICS_PORT', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp({ env: { METRICS_PORT: '0' } });
      port = t.app.get(MetricsServer).port!;
    });
    afterAll(async () => {
      await t?.close();
      delete process.env.METRICS_PORT;
    });

    it('serves them on that port only', async () => {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toMatch(/^nodejs_version_info\{/m);
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    });

    it('answers /metrics on the public port 404 with the error envelope: neither metrics nor the SPA page', async () => {
      for (const path of ['/metrics', '/METRICS/', '/metrics?x=1']) {
        const response = await t.http().get(path).expect(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', statusMessage: 'El recurso solicitado no existe.' });
        expect(response.text).not.toContain('nodejs_version_info');
      }
    });
  });

  describe('with METRICS_TOKEN and no METRICS_PORT', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(async () => {
      await t?.close();
      delete process.env.METRICS_TOKEN;
    });

    it('serves them on the public port to that bearer only', async () => {
      await t.http().get('/metrics').expect(404);
      await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(404);
      const response = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
      expect(response.text).toMatch(/^nodejs_version_info\{/m);
    });
  });
});
