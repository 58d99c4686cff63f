import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Metrics } from './metrics';
import { answerWithRequestId } from './request-id';

/** The route of a request Express matched (Nest's declared path), e.g. /license/api/purchaseorderlicense/:id. */
interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
}

const observed = new WeakSet<IncomingMessage>();
const templates = new WeakMap<IncomingMessage, string>();

/** For answers given outside Express's router (the consumption fast path): the template to count them under. */
export function setRouteTemplate(request: IncomingMessage, template: string): void {
  templates.set(request, template);
}

function routeTemplateOf(request: RoutedRequest): string {
  const explicit = templates.get(request);
  if (explicit) return explicit;
  const path = request.route?.path;
  return typeof path === 'string' ? `${request.baseUrl ?? ''}${path}` : 'unmatched';
}

/**
 * Once per request, wherever it is answered: its X-Request-Id on the answer and, when the answer is
 * finished, one observation of http_request_duration_seconds by method, route template and status.
 * Raw URLs are never labels (one series per id would be unbounded).
 */
export function observeRequest(metrics: Metrics, request: IncomingMessage, response: ServerResponse): void {
  answerWithRequestId(request, response);
  if (observed.has(request)) return;
  observed.add(request);
  const started = process.hrtime.bigint();
  response.once('finish', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    metrics.httpRequestDuration.observe(
      { method: request.method ?? 'GET', route: routeTemplateOf(request), status_code: String(response.statusCode) },
      seconds,
    );
  });
}

/** observeRequest as the first Express middleware of the API. */
export function requestObservation(metrics: Metrics) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    observeRequest(metrics, request, response);
    next();
  };
}
