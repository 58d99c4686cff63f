import './text-encoder';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { createApiClient, type SessionChannelOptions } from '@lic/web-api-client';
import { fakeFetch, type FakeAnswer } from '@lic/web-api-client/testing';
import { storefrontRoutes } from '../app/routes';
import { StorefrontProviders } from '../app/storefront-providers';

// antd and ProLayout render slowly in jsdom on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

export interface RenderStorefrontOptions {
  appName?: string;
  answers?: Array<FakeAnswer | Error>;
  connectSession?: (options: SessionChannelOptions) => () => void;
}

/**
 * The storefront's real route table in a memory router, talking to a scripted fetch. (A data router
 * would need the Fetch API's Request, which jest's jsdom lacks; the route objects are the same.)
 */
export function renderStorefront(path: string, options: RenderStorefrontOptions = {}) {
  const appName = options.appName ?? 'colfactura';
  const fetch = fakeFetch(options.answers ?? []);
  const client = createApiClient({ appName, onLogout: () => undefined, fetchImpl: fetch.impl });
  const location = { pathname: '', search: '' };

  function CurrentRoutes() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return useRoutes(storefrontRoutes);
  }

  const view = render(
    <StorefrontProviders
      client={client}
      appName={appName}
      tenant={appName}
      connectSession={options.connectSession ?? (() => () => undefined)}
    >
      <MemoryRouter initialEntries={[path]}>
        <CurrentRoutes />
      </MemoryRouter>
    </StorefrontProviders>,
  );
  return { ...view, location, calls: fetch.calls };
}
