import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from '@lic/web-api-client';
import { customerSession } from '../../../testing/fake-session';
import { renderStorefront } from '../../../testing/render-storefront';

const PARAMETER = 'eyJhbGciOiJBMjU2R0NNIn0_ciphertext-with-url-safe-chars';

describe('login parameter routes', () => {
  beforeEach(() => sessionStore.clear());

  it('stores the decoded session and lands on my plan for /myplan/:token', async () => {
    const session = customerSession();
    const { location, calls } = renderStorefront(`/myplan/${PARAMETER}`, { answers: [{ status: 200, body: { result: session } }] });

    expect(await screen.findByText('Mis planes adquiridos')).toBeInTheDocument();
    expect(location.pathname).toBe('/myplan');
    expect(calls[0]).toMatchObject({ url: '/api/Login/DecodeParameter', method: 'POST', body: { parameter: PARAMETER } });
    expect(sessionStore.getAccessToken()).toBe(`Bearer ${session.token}`);
    expect(sessionStore.getUserName()).toBe('ana@example.com');
    expect(screen.getByText(/Ana/)).toBeInTheDocument();
  });

  it('lands on the catalogue for /:token', async () => {
    const { location } = renderStorefront(`/${PARAMETER}`, { answers: [{ status: 200, body: { result: customerSession() } }] });

    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(sessionStore.isAuthenticated()).toBe(true);
  });

  it('logs out and goes home when the parameter cannot be decoded', async () => {
    sessionStore.setSession(customerSession());
    const { location, calls } = renderStorefront(`/myplan/${PARAMETER}`, {
      answers: [
        { status: 400, body: { statusCode: 400, code: 'VALIDATION', statusMessage: 'Parámetro inválido', errors: [] } },
        { status: 200, body: {} },
      ],
    });

    await waitFor(() => expect(location.pathname).toBe('/'));
    expect(calls).toContainEqual(expect.objectContaining({ url: '/api/login/RevokeToken', method: 'PUT' }));
    expect(sessionStore.getAccessToken()).toBeNull();
  });

  it('treats a short segment as an ordinary page, not as a login parameter', async () => {
    const { location, calls } = renderStorefront('/ofertas');

    await waitFor(() => expect(location.pathname).toBe('/ofertas'));
    // The home catalogue loads as usual; nothing tries to decode the segment.
    expect(calls.filter((call) => /DecodeParameter/i.test(call.url))).toHaveLength(0);
  });
});
