import './text-encoder';
import { jest } from '@jest/globals';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { createApiClient, sessionStore, type SessionChannelOptions } from '@lic/web-api-client';
import { fakeFetch, type FakeAnswer } from '@lic/web-api-client/testing';
import { fakeJwt } from '@lic/web-api-client/testing';
import { BACKOFFICE_APP_NAME } from '../shared/backoffice-context';
import { BackofficeProviders } from '../app/backoffice-providers';
import { backofficeRoutes, BACKOFFICE_BASENAME } from '../app/router';

// antd and ProLayout render slowly in jsdom on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

/** Stores a session whose token carries these claims, valid for an hour. */
export function signInAs(claims: Record<string, unknown>): string {
  const token = fakeJwt({
    unique_name: 'staff@example.com',
    given_name: 'Laura',
    family_name: 'Gómez',
    APPS: 'LICENSE',
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  });
  sessionStore.setSession({ token, refreshToken: 'refresh-token', userName: 'staff@example.com' });
  return token;
}

export interface RenderBackofficeOptions {
  answers?: Array<FakeAnswer | Error>;
  connectSession?: (options: SessionChannelOptions) => () => void;
}

/**
 * The back office's real route table under /admin in a memory router. (A data router would need the
 * Fetch API's Request, which jest's jsdom lacks; the route objects are the same.)
 */
export function renderBackoffice(path: string, options: RenderBackofficeOptions = {}) {
  const fetch = fakeFetch(options.answers ?? []);
  const client = createApiClient({ appName: BACKOFFICE_APP_NAME, onLogout: () => undefined, fetchImpl: fetch.impl });
  const assignLocation = jest.fn<(url: string) => void>();
  const location = { pathname: '' };

  function CurrentRoutes() {
    location.pathname = useLocation().pathname;
    return useRoutes(backofficeRoutes);
  }

  const view = render(
    <BackofficeProviders client={client} connectSession={options.connectSession ?? (() => () => undefined)} assignLocation={assignLocation}>
      <MemoryRouter initialEntries={[path]} basename={BACKOFFICE_BASENAME}>
        <CurrentRoutes />
      </MemoryRouter>
    </BackofficeProviders>,
  );
  return { ...view, location, assignLocation, calls: fetch.calls };
}
