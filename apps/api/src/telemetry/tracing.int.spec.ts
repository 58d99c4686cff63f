import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { compileApi, createTestApp, removeCompiledApi, startApiChild, type TestApp } from '@lic/api-testing';
import { repositoryRoot } from '../testing/server-variables';

// Traces (decision 0021): with OTEL_EXPORTER_OTLP_ENDPOINT set, the API as it runs in production
// (compiled, native ESM, `node main.js`) sends its spans over OTLP/HTTP; a tiny receiver here takes them.

interface OtlpSpan {
  name: string;
  traceId: string;
  kind: number;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ scope: { name: string }; spans: OtlpSpan[] }>;
  }>;
}

describe('OpenTelemetry traces over OTLP/HTTP', () => {
  const build = path.join(repositoryRoot, 'tmp', `tracing-api-${process.pid}`);
  const exports: Array<{ path: string; contentType: string; body: OtlpExport }> = [];
  let receiver: Server;
  let receiverOrigin: string;
  let t: TestApp;
  let api: { child: ChildProcess; origin: string };

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        exports.push({
          path: request.url ?? '',
          contentType: request.headers['content-type'] ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport,
        });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverOrigin = `http://127.0.0.1:${(receiver.address() as { port: number }).port}`;
    t = await createTestApp();
    compileApi(build);
    api = await startApiChild(build, {
      DATABASE_URL: t.databaseUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: receiverOrigin,
      OTEL_SERVICE_NAME: 'licencias-api-prueba',
      OTEL_BSP_SCHEDULE_DELAY: '200',
      JOBS_ENABLED: 'false',
    });
  }, 180_000);
  afterAll(async () => {
    if (api?.child.exitCode === null) api.child.kill('SIGKILL');
    await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
    await t?.close();
    removeCompiledApi(build);
  });

  it('sends the spans of a request (HTTP server, Nest handler, PostgreSQL) with the service name', async () => {
    const response = await fetch(`${api.origin}/api/health`, { headers: { 'X-Request-Id': 'traza-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('traza-1');
    const spans = () =>
      exports.flatMap((e) =>
        e.body.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans.map((span) => ({ ...span, scope: s.scope.name })))),
      );
    const deadline = Date.now() + 15_000;
    const server = () => spans().find((span) => span.scope.includes('instrumentation-http') && span.kind === 2);
    while (!(server() && spans().some((span) => span.scope.includes('instrumentation-pg'))) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));

    expect(exports[0].path).toBe('/v1/traces');
    expect(exports[0].contentType).toMatch(/^application\/json/);
    const incoming = server();
    expect(incoming).toBeDefined();
    const attributes = Object.fromEntries(incoming!.attributes.map((a) => [a.key, a.value.stringValue ?? a.value.intValue]));
    expect(attributes['http.route'] ?? attributes['http.target'] ?? attributes['url.path']).toMatch(/\/api\/health/);
    const sameTrace = spans().filter((span) => span.traceId === incoming!.traceId);
    expect(sameTrace.some((span) => span.scope.includes('instrumentation-pg'))).toBe(true);
    expect(sameTrace.some((span) => span.scope.includes('nestjs-core') || span.scope.includes('instrumentation-express'))).toBe(true);
    const service = exports[0].body.resourceSpans[0].resource.attributes.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('licencias-api-prueba');
    process.stdout.write(`spans received: ${[...new Set(sameTrace.map((span) => `${span.scope}: ${span.name}`))].join(' | ')}\n`);
  });
});
