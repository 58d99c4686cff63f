import { jest } from '@jest/globals';
import { createApiClient } from './api-client';
import { logout } from './logout';
import { sessionStore } from './session-store';
import { fakeFetch, type FakeAnswer } from './testing/fake-fetch';

function setup(answers: Array<FakeAnswer | Error>) {
  const fetch = fakeFetch(answers);
  const onLogout = jest.fn();
  return { client: createApiClient({ appName: 'firmaya', onLogout, fetchImpl: fetch.impl }), calls: fetch.calls, onLogout };
}

describe('logout', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.setSession({ token: 't', refreshToken: 'r', userName: 'ana' });
    localStorage.setItem('promoCode', 'X');
  });

  it('revokes the refresh token and clears the local session', async () => {
    const { client, calls } = setup([{ status: 200, body: { result: true } }]);

    await logout(client, 'firmaya');

    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: '/api/login/RevokeToken',
      body: { UserName: 'ana', Quantity: 1, AppName: 'firmaya', RefreshToken: 'r' },
    });
    expect(localStorage.length).toBe(0);
  });

  it('clears the session even when the revoke fails, without a refresh round', async () => {
    const { client, calls, onLogout } = setup([{ status: 401 }]);

    await logout(client, 'firmaya');

    expect(calls).toHaveLength(1);
    expect(onLogout).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('clears the session when the server cannot be reached', async () => {
    const { client } = setup([new TypeError('Failed to fetch')]);

    await logout(client, 'firmaya');

    expect(sessionStore.getAccessToken()).toBeNull();
  });
});
