import './text-encoder';
import { jest } from '@jest/globals';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { privilegesByRole, type StaffRole } from '@lic/shared-api-types';
import { createApiClient, sessionStore } from '@lic/web-api-client';
import { AntdTestStyles } from '@lic/web-ui/testing';
import { BACKOFFICE_APP_NAME } from '../shared/backoffice-context';
import { BackofficeProviders } from '../app/backoffice-providers';
import { backofficeRoutes, BACKOFFICE_BASENAME } from '../app/router';
import { signInAs } from './render-backoffice';
import { routeFetch, type RouteAnswer } from './route-fetch';

// antd and ProLayout render slowly in jsdom on a busy two-core machine.
configure({ asyncUtilTimeout: 8000 });

/** A back office URL (under /admin) through the real route table, signed in with a role, against a routed fake API. */
export function renderAdminRoute(url: string, options: { role: StaffRole; routes: Record<string, RouteAnswer | RouteAnswer[]> }) {
  sessionStore.clear();
  signInAs({ LICENSE_ROLE: options.role, privileges: [...privilegesByRole[options.role]] });
  const fetch = routeFetch(options.routes);
  const client = createApiClient({ appName: BACKOFFICE_APP_NAME, onLogout: () => undefined, fetchImpl: fetch.impl });
  const location = { pathname: '', search: '' };

  function CurrentRoutes() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return useRoutes(backofficeRoutes);
  }

  const view = render(
    <AntdTestStyles>
      <BackofficeProviders client={client} connectSession={() => () => undefined} assignLocation={jest.fn()}>
        <MemoryRouter initialEntries={[url]} basename={BACKOFFICE_BASENAME}>
          <CurrentRoutes />
        </MemoryRouter>
      </BackofficeProviders>
    </AntdTestStyles>,
  );
  return { ...view, calls: fetch.calls, location };
}
