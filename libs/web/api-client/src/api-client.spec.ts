import { jest } from '@jest/globals';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';
import { BAD_REQUEST, NO_RESPONSE } from './messages';
import { sessionStore } from './session-store';
import { fakeFetch, type FakeAnswer } from './testing/fake-fetch';

function clientWith(answers: Array<FakeAnswer | Error>) {
  const fetch = fakeFetch(answers);
  const onLogout = jest.fn();
  const client = createApiClient({ appName: 'colfactura', baseUrl: 'http://api.test', onLogout, fetchImpl: fetch.impl });
  return { client, calls: fetch.calls, onLogout };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setSession({ token: 'old-token', refreshToken: 'old-refresh', userName: 'ana' });
  });

  it('sends JSON headers and the stored bearer token and returns the parsed body', async () => {
    const { client, calls } = clientWith([{ status: 200, body: { result: { records: [1] } } }]);

    const answer = await client.post<{ result: { records: number[] } }>(
      '/license/api/x',
      { a: 1 },
      { headers: { pAppName: 'colfactura' } },
    );

    expect(answer.result.records).toEqual([1]);
    expect(calls[0]).toEqual({
      url: 'http://api.test/license/api/x',
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Authorization: 'Bearer old-token',
        pAppName: 'colfactura',
      },
      body: { a: 1 },
    });
  });

  it('sends no Authorization header without a session', async () => {
    localStorage.clear();
    const { client, calls } = clientWith([{ status: 204 }]);

    await expect(client.get('/x')).resolves.toBeUndefined();
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it.each([401, 403])('on %i refreshes once, stores the new tokens and retries with them', async (status) => {
    const { client, calls, onLogout } = clientWith([
      { status },
      { status: 200, body: { result: { token: 'new-token', refreshToken: 'new-refresh' } } },
      { status: 200, body: { ok: true } },
    ]);

    await expect(client.get('/secure')).resolves.toEqual({ ok: true });

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://api.test/secure',
      'POST http://api.test/api/Login/RefreshToken',
      'GET http://api.test/secure',
    ]);
    expect(calls[1]?.body).toEqual({ RefreshToken: 'old-refresh', UserName: 'ana', Appname: 'colfactura' });
    expect(calls[2]?.headers.Authorization).toBe('Bearer new-token');
    expect(sessionStore.getRefreshToken()).toBe('new-refresh');
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('retries only once when the retried request is refused again', async () => {
    const { client, calls } = clientWith([
      { status: 403 },
      { status: 200, body: { result: { token: 't2', refreshToken: 'r2' } } },
      { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', statusMessage: 'Sin permiso', errors: [] } },
    ]);

    const error = await failure(client.get('/secure'));

    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(calls).toHaveLength(3);
  });

  it('shares one refresh between requests refused at the same time', async () => {
    const { client, calls } = clientWith([
      { status: 401 },
      { status: 401 },
      { status: 200, body: { result: { token: 't2', refreshToken: 'r2' } } },
      { status: 200, body: 1 },
      { status: 200, body: 2 },
    ]);

    await Promise.all([client.get('/a'), client.get('/b')]);

    expect(calls.filter((c) => c.url.endsWith('/api/Login/RefreshToken'))).toHaveLength(1);
  });

  it('clears the session and logs out when the refresh itself answers 401', async () => {
    localStorage.setItem('cart', '[]');
    const { client, calls, onLogout } = clientWith([{ status: 401 }, { status: 401 }]);

    const error = await failure(client.get('/secure'));

    expect(error.status).toBe(401);
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(0);
    expect(calls).toHaveLength(2);
  });

  it('does not try to refresh without a refresh token', async () => {
    localStorage.clear();
    const { client, calls, onLogout } = clientWith([{ status: 401 }]);

    expect((await failure(client.get('/secure'))).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0 with the no-response message', async () => {
    const { client } = clientWith([new TypeError('Failed to fetch')]);

    const error = await failure(client.get('/x'));

    expect(error.status).toBe(0);
    expect(error.statusMessage).toBe(NO_RESPONSE);
    expect(error.message).toBe(NO_RESPONSE);
  });

  it('lets an aborted call reject with the abort itself', async () => {
    const controller = new AbortController();
    const abort = Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' });
    const { client } = clientWith([abort]);
    controller.abort();

    await expect(client.get('/x', { signal: controller.signal })).rejects.toBe(abort);
  });

  it('uses the generic bad-request message for a 400 without a server message', async () => {
    const { client } = clientWith([{ status: 400, body: 'Bad Request' }]);

    const error = await failure(client.post('/x', {}));

    expect(error.statusMessage).toBe(BAD_REQUEST);
    expect(error.errors).toEqual([]);
  });

  it('keeps the server message and field errors of a 400', async () => {
    const envelope = {
      statusCode: 400,
      code: 'VALIDATION',
      statusMessage: 'La solicitud contiene datos no válidos.',
      errors: [{ field: 'email', message: 'Correo inválido' }],
    };
    const { client } = clientWith([{ status: 400, body: envelope }]);

    const error = await failure(client.post('/x', {}));

    expect(error.statusMessage).toBe('La solicitud contiene datos no válidos.');
    expect(error.code).toBe('VALIDATION');
    expect(error.errors).toEqual([{ field: 'email', message: 'Correo inválido' }]);
    expect(error.body).toEqual(envelope);
  });

  it('keeps the body of other errors, e.g. the 422 of an expired plan', async () => {
    const body = { statusCode: 422, code: 'LICENSING.PLAN_EXPIRED', statusMessage: 'Plan vencido', errors: [] };
    const { client } = clientWith([{ status: 422, body }]);

    const error = await failure(client.post('/x', {}));

    expect(error.status).toBe(422);
    expect(error.statusMessage).toBe('Plan vencido');
    expect(error.body).toEqual(body);
  });

  it('treats a 5xx without a message as no answer from the server', async () => {
    const { client } = clientWith([{ status: 502, body: '<html>Bad Gateway</html>' }]);

    expect((await failure(client.get('/x'))).statusMessage).toBe(NO_RESPONSE);
  });

  it('sends DELETE without a body unless one is given', async () => {
    const { client, calls } = clientWith([{ status: 204 }, { status: 204 }]);

    await client.del('/x/1');
    await client.del('/x', { body: { ids: [1] } });

    expect(calls[0]).toMatchObject({ method: 'DELETE', body: undefined });
    expect(calls[1]).toMatchObject({ method: 'DELETE', body: { ids: [1] } });
  });
});
