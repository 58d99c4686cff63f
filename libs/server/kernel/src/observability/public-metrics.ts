import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ErrorCode, GenericMessage } from '@lic/shared-api-types';
import type { Metrics } from './metrics';
import type { MetricsExposure } from './metrics-exposure';

const NOT_FOUND = JSON.stringify({ statusCode: 404, code: ErrorCode.NOT_FOUND, statusMessage: GenericMessage.NOT_FOUND });

function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * /metrics on the public port, ahead of the SPA (which would answer any unknown path with its page):
 * the exposition in development and tests, to METRICS_TOKEN's bearer when that is how production
 * exposes them, and a 404 otherwise, METRICS_PORT included, so the public port never gives them away.
 */
export function publicMetrics(metrics: Metrics, exposure: MetricsExposure) {
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void): void => {
    const path = (request.url ?? '').split('?')[0].toLowerCase().replace(/\/+$/, '');
    if (path !== '/metrics') return next();
    const open =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (exposure.kind === 'public' || (exposure.kind === 'token' && bearerMatches(request.headers.authorization, exposure.token)));
    if (!open) {
      response.writeHead(404, { 'Content-Type': 'application/json; charset=utf-8' }).end(NOT_FOUND);
      return;
    }
    metrics.exposition().then(({ contentType, body }) => {
      response
        .writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
        .end(request.method === 'HEAD' ? undefined : body);
    }, next);
  };
}
