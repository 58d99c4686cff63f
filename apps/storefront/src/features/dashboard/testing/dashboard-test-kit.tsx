import '../../../testing/text-encoder';
import { configure, render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import { createApiClient } from '@lic/web-api-client';
import type { FakeAnswer, RecordedCall } from '@lic/web-api-client/testing';
import { AntdTestStyles } from '@lic/web-ui/testing';
import { storefrontRoutes } from '../../../app/routes';
import { StorefrontProviders } from '../../../app/storefront-providers';

configure({ asyncUtilTimeout: 5000 });

export type RouteAnswer = FakeAnswer | ((call: RecordedCall) => FakeAnswer);

export const DASHBOARD_CUSTOMER_PATH = 'POST /license/api/dashboard/dashboard-customer';
export const SERVICE_DETAILS_PATH = 'POST /license/api/dashboard/contracted-service-details';
export const MOVEMENTS_PATH = 'POST /license/api/dashboard/movements';
export const APP_PARAMETERS_PATH = 'GET /license/api/parameter/GetAppParameters';

export const records = (list: unknown[]): FakeAnswer => ({ status: 200, body: { result: { records: list } } });
export const result = (value: unknown): FakeAnswer => ({ status: 200, body: { result: value } });
export const serverError: FakeAnswer = { status: 500, body: { statusCode: 500, code: 'INTERNAL', statusMessage: 'Error', errors: [] } };

/**
 * The storefront's routes in a memory router over a fetch that answers by "METHOD /path" (the shell
 * loads cart and parameters at the same time as the page); unknown routes answer 404.
 */
export function renderDashboard(path: string, routes: Record<string, RouteAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${call.method} ${call.url.split('?')[0]}`];
    const answer: FakeAnswer =
      route === undefined
        ? { status: 404, body: { statusCode: 404, statusMessage: 'No encontrado', errors: [] } }
        : typeof route === 'function'
          ? route(call)
          : route;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { status: answer.status, ok: answer.status < 300, headers: { get: () => null }, text: async () => text } as unknown as Response;
  }) as typeof fetch;
  const client = createApiClient({ appName: 'colfactura', onLogout: () => undefined, fetchImpl });
  const location = { pathname: '', search: '' };

  function CurrentRoutes() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return useRoutes(storefrontRoutes);
  }

  const view = render(
    <AntdTestStyles>
      <StorefrontProviders client={client} appName="colfactura" tenant="colfactura" connectSession={() => () => undefined}>
        <MemoryRouter initialEntries={[path]}>
          <CurrentRoutes />
        </MemoryRouter>
      </StorefrontProviders>
    </AntdTestStyles>,
  );
  const callsTo = (route: string) => calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === route);
  return { ...view, location, calls, callsTo };
}
