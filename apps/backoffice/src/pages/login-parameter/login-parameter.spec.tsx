import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { privilegesByRole } from '@lic/shared-api-types';
import { sessionStore } from '@lic/web-api-client';
import { fakeJwt } from '@lic/web-api-client/testing';
import { renderBackoffice } from '../../testing/render-backoffice';

const PARAMETER = 'eyJhbGciOiJBMjU2R0NNIn0_ciphertext-with-url-safe-chars';

/** An access token of the staff user Ana with these privileges, valid for an hour. */
const anaToken = (privileges: string[]) =>
  fakeJwt({
    unique_name: 'ana',
    given_name: 'Ana',
    family_name: 'Ríos',
    APPS: 'LICENSE',
    exp: Math.floor(Date.now() / 1000) + 3600,
    privileges,
  });

describe('/admin/login/:parameter', () => {
  beforeEach(() => sessionStore.clear());

  it('signs the staff user in and opens the back office', async () => {
    const token = anaToken([...privilegesByRole.LICENSEPROMOCODE]);
    const { location, calls } = renderBackoffice(`/admin/login/${PARAMETER}`, {
      answers: [{ status: 200, body: { result: { token, refreshToken: 'refresh', userName: 'ana' } } }],
    });

    expect(await screen.findByTestId('admin-welcome')).toHaveTextContent('Ana Ríos');
    expect(location.pathname).toBe('/');
    expect(calls[0]).toMatchObject({ url: '/api/Login/DecodeParameter', body: { parameter: PARAMETER } });
    expect(sessionStore.getAccessToken()).toBe(`Bearer ${token}`);
  });

  it('opens the back-office page that was asked for before signing in', async () => {
    const token = anaToken([...privilegesByRole.SUPERADMIN]);
    const { location } = renderBackoffice(`/admin/login/${PARAMETER}?next=%2Fpackages`, {
      answers: [{ status: 200, body: { result: { token, refreshToken: 'refresh', userName: 'ana' } } }],
    });
    await waitFor(() => expect(location.pathname).toBe('/packages'));
  });

  it('ignores a next page that leaves the back office', async () => {
    const token = anaToken([]);
    const { location } = renderBackoffice(`/admin/login/${PARAMETER}?next=${encodeURIComponent('//evil.example')}`, {
      answers: [{ status: 200, body: { result: { token, refreshToken: 'refresh', userName: 'ana' } } }],
    });
    await waitFor(() => expect(sessionStore.getAccessToken()).toBe(`Bearer ${token}`));
    expect(location.pathname).toBe('/');
  });

  it('logs out and asks to sign in again when the parameter is rejected', async () => {
    const { assignLocation } = renderBackoffice(`/admin/login/${PARAMETER}`, {
      answers: [{ status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', statusMessage: 'Parámetro inválido', errors: [] } }],
    });

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login?redirect=/admin'));
    expect(sessionStore.getAccessToken()).toBeNull();
  });
});
