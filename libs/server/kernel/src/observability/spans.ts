import { SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

const tracer = trace.getTracer('licencias');

/**
 * Runs `work` inside a span of its own (a child of the active one), ended with its outcome. Without the
 * OpenTelemetry SDK (OTEL_EXPORTER_OTLP_ENDPOINT unset) the API's tracer is a no-op and this costs nothing.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>, kind = SpanKind.INTERNAL): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
