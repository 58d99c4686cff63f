import './text-encoder';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { privilegesByRole, type StaffRole } from '@lic/shared-api-types';
import { createApiClient, sessionStore } from '@lic/web-api-client';
import { AntdTestStyles } from '@lic/web-ui/testing';
import { BACKOFFICE_APP_NAME } from '../shared/backoffice-context';
import { BackofficeProviders } from '../app/backoffice-providers';
import { signInAs } from './render-backoffice';
import { routeFetch, type RouteAnswer } from './route-fetch';

// antd and ProTable render slowly in jsdom on a busy two-core machine.
configure({ asyncUtilTimeout: 8000 });

/** One catalogue page inside the back office's providers, signed in with a role, against a routed fake API. */
export function renderCataloguePage(page: ReactNode, options: { role: StaffRole; routes: Record<string, RouteAnswer | RouteAnswer[]> }) {
  sessionStore.clear();
  signInAs({ LICENSE_ROLE: options.role, privileges: [...privilegesByRole[options.role]] });
  const fetch = routeFetch(options.routes);
  const client = createApiClient({ appName: BACKOFFICE_APP_NAME, onLogout: () => undefined, fetchImpl: fetch.impl });
  const view = render(
    <AntdTestStyles>
      <BackofficeProviders client={client} connectSession={() => () => undefined} assignLocation={() => undefined}>
        <MemoryRouter>{page}</MemoryRouter>
      </BackofficeProviders>
    </AntdTestStyles>,
  );
  return { ...view, calls: fetch.calls };
}
