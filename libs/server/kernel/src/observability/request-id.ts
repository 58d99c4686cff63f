import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** An id a client or proxy may pass on: 1–128 characters of letters, digits, dot, underscore and dash. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

const requestIds = new WeakMap<IncomingMessage, string>();

/**
 * The request's id: the incoming X-Request-Id when it is sane, else a new UUID; the same for one
 * request however often asked (the request log, the answer's header, a trace attribute).
 */
export function requestIdOf(request: IncomingMessage): string {
  let id = requestIds.get(request);
  if (!id) {
    const incoming = request.headers['x-request-id'];
    id = typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

/** Puts the request's id on its answer; every answer carries it, errors and pages included. */
export function answerWithRequestId(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdOf(request);
  if (!response.headersSent) response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}
