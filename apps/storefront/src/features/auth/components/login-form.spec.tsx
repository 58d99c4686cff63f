import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@lic/web-api-client';
import { fakeFetch, type FakeAnswer } from '@lic/web-api-client/testing';
import { StorefrontProviders } from '../../../app/storefront-providers';
import { LoginForm } from './login-form';

function renderLogin(answers: FakeAnswer[], redirect: string | null = null) {
  const fetch = fakeFetch(answers);
  const onSignedIn = jest.fn<(target: string) => void>();
  const client = createApiClient({ appName: 'colfactura', onLogout: () => undefined, fetchImpl: fetch.impl });
  render(
    <StorefrontProviders client={client} appName="colfactura" tenant="colfactura" connectSession={() => () => undefined}>
      <LoginForm redirect={redirect} onSignedIn={onSignedIn} />
    </StorefrontProviders>,
  );
  return { calls: fetch.calls, onSignedIn };
}

async function signIn(userName: string, password: string) {
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(screen.getByLabelText('Usuario'));
  await user.paste(userName);
  await user.click(screen.getByLabelText('Contraseña'));
  await user.paste(password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

// antd forms are slow to render on a busy CI machine.
jest.setTimeout(20_000);

describe('LoginForm', () => {
  it('shows the server message when the credentials are rejected', async () => {
    const { calls, onSignedIn } = renderLogin([
      { status: 401, body: { statusCode: 401, code: 'UNAUTHENTICATED', statusMessage: 'Usuario o contraseña incorrectos.', errors: [] } },
    ]);

    await signIn('ana', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/Login/Authenticate',
      method: 'POST',
      body: { UserName: 'ana', Password: 'wrong', AppName: 'COLFACTURA' },
    });
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the rate-limit message of a 429', async () => {
    renderLogin([
      {
        status: 429,
        body: {
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          statusMessage: 'Has realizado demasiadas solicitudes. Por favor intenta más tarde.',
          errors: [],
        },
      },
    ]);

    await signIn('ana', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent('Has realizado demasiadas solicitudes. Por favor intenta más tarde.');
  });

  it('says when the user name is locked after too many failed sign-ins, and keeps the form', async () => {
    const locked = 'Demasiados intentos fallidos para este usuario. Intenta de nuevo en 15 minutos.';
    const { calls, onSignedIn } = renderLogin([
      {
        status: 429,
        headers: { 'Retry-After': '900' },
        body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', statusMessage: locked, errors: [] },
      },
    ]);

    await signIn('ana', 'secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(locked);
    expect(calls).toHaveLength(1);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled();
  });

  it('encodes the fresh token and sends the back office its login parameter', async () => {
    const { calls, onSignedIn } = renderLogin(
      [
        { status: 200, body: { result: { token: 'fresh-token', refreshToken: 'fresh-refresh' } } },
        { status: 200, body: { result: { parameter: 'PARAM-123' } } },
      ],
      '/admin',
    );

    await signIn('admin', 'secret');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('/admin/login/PARAM-123'));
    expect(calls[1]).toMatchObject({ url: '/api/Login/EncodeParameter', method: 'POST', body: {} });
    expect(calls[1].headers.Authorization).toBe('Bearer fresh-token');
  });
});
