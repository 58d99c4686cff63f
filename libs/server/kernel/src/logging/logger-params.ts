import type { IncomingMessage } from 'node:http';
import type { Params } from 'nestjs-pino';
import type { DestinationStream, LevelWithSilent } from 'pino';
import type { Options } from 'pino-http';
import { requestIdOf } from '../observability/request-id';

/** Request logs are written for the API routes only (pages, assets and the dev mailbox page are not logged). */
export const LOGGED_ROUTES = /^\/(api|license|mail|user)\//i;

/** Headers that carry credentials: never written to a log line (request logs and logs made during a request). */
export const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]', 'res.headers["set-cookie"]'];

/** Query parameters whose value is a credential or a single-use secret. */
const SECRET_QUERY = /token|secret|password|signature|param|key|code/i;

export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** The URL of a request log with the values of secret-looking query parameters replaced. */
export function redactedUrl(url: string | undefined): string | undefined {
  const mark = url?.indexOf('?') ?? -1;
  if (!url || mark === -1) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  for (const name of new Set(params.keys())) if (SECRET_QUERY.test(name)) params.set(name, '[Redacted]');
  return `${url.slice(0, mark)}?${params.toString()}`;
}

/**
 * nestjs-pino configuration: JSON lines (pino) at `level`, credentials redacted, one "request completed"
 * line per API request (pino-http), Nest's own logs through the same logger; every line logged during a
 * request carries its `requestId` (X-Request-Id). `destination` is stdout
 * unless a test passes a stream to read the lines back.
 */
export function loggerParams(level: LevelWithSilent, destination?: DestinationStream | null): Params {
  const options: Options = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    autoLogging: { ignore: (req: IncomingMessage) => !LOGGED_ROUTES.test(req.url ?? '') },
    // The X-Request-Id of the answer (taken from the request when sane, else made), on every line of the request.
    genReqId: (req: IncomingMessage) => requestIdOf(req),
    customProps: (req: IncomingMessage) => ({ requestId: requestIdOf(req) }),
    // Application logs that name the URL of a request (the access guard's refusals, …) get it redacted too.
    formatters: { log: (object) => (typeof object.url === 'string' ? { ...object, url: redactedUrl(object.url) } : object) },
    serializers: {
      // The URL already carries the query string: it is logged once, with its secrets redacted.
      req: (req: { url?: string; query?: unknown }) => ({ ...req, query: undefined, url: redactedUrl(req.url) }),
    },
  };
  return { pinoHttp: destination ? [options, destination] : options };
}
