import { register } from 'node:module';

/**
 * Traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 0021); otherwise nothing of the
 * OpenTelemetry SDK is even loaded. Runs before the server's modules are imported (main.ts): the API is
 * native ESM, so the instrumentations can only patch what is imported after import-in-the-middle's hook
 * is registered here. Spans: every HTTP request (incoming and outgoing), Express and Nest handlers,
 * every PostgreSQL query (pg), and one span per event delivery (kernel delivery-workers.ts).
 */
export async function startTracing(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return false;
  if (!/^https?:\/\/[^\s/]+/.test(endpoint))
    throw new Error('Invalid configuration:\n - OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, e.g. http://otel-collector:4318');
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [
    { NodeSDK },
    { OTLPTraceExporter },
    { HttpInstrumentation },
    { ExpressInstrumentation },
    { PgInstrumentation },
    { NestInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-express'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-nestjs-core'),
  ]);
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || 'licencias-api',
    // OTLP over HTTP (JSON) to `${OTEL_EXPORTER_OTLP_ENDPOINT}/v1/traces`; metrics stay with Prometheus, logs with pino.
    traceExporter: new OTLPTraceExporter(),
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        // Probes and scrapes every few seconds would drown the traces that matter.
        ignoreIncomingRequestHook: (request) => /^\/(metrics|api\/health\/(live|ready))(\?|$)/.test(request.url ?? ''),
      }),
      new ExpressInstrumentation(),
      new NestInstrumentation(),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // Spans still buffered are sent before the process ends (Nest closes the app on the same signals).
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void sdk.shutdown().catch(() => undefined));
  return true;
}
