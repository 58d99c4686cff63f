import type { FakeAnswer, RecordedCall } from '@lic/web-api-client/testing';

export type RouteAnswer = FakeAnswer | ((call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>);

/**
 * A fetch that answers by "METHOD /path" (without the query string) instead of by call order, for screens
 * that load several lists at once. A route may be a list of answers, used in turn (the last one repeats).
 * Unknown routes answer 404 and are recorded like the others.
 */
export function routeFetch(routes: Record<string, RouteAnswer | RouteAnswer[]>) {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const impl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${call.method} ${call.url.split('?')[0]}`;
    const route = routes[key];
    let answer: FakeAnswer;
    if (route === undefined) {
      answer = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', statusMessage: `Sin ruta de prueba: ${key}`, errors: [] } };
    } else {
      const list = Array.isArray(route) ? route : [route];
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      const chosen = list[Math.min(index, list.length - 1)];
      answer = typeof chosen === 'function' ? await chosen(call) : chosen;
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: { get: () => null },
      text: async () => text,
    } as unknown as Response;
  };
  return { impl: impl as typeof fetch, calls };
}

/** `{ result: { records } }` with status 200. */
export const records = (list: unknown[]): FakeAnswer => ({ status: 200, body: { result: { records: list } } });

export const ok = (result: unknown = true, statusMessage?: string): FakeAnswer => ({ status: 200, body: { result, statusMessage } });

export const failure = (
  status: number,
  statusMessage = 'Regla de negocio',
  errors: Array<{ field: string; message: string }> = [],
): FakeAnswer => ({
  status,
  body: { statusCode: status, code: status === 422 ? 'BUSINESS_RULE' : 'INTERNAL', statusMessage, errors },
});
