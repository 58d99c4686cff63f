import '../../../testing/text-encoder';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AntdTestStyles } from '@lic/web-ui/testing';
import { StorefrontProviders } from '../../../app/storefront-providers';
import { StatusOrderRoute } from '../../../routes/status-order.route';
import { SummaryOrderRoute } from '../../../routes/summary-order.route';
import { defaultReplies, mockClient, parameter, type Reply } from '../../purchase/testing/purchase-test-kit';

export { parameter, requestsTo, user, type RecordedRequest, type Reply } from '../../purchase/testing/purchase-test-kit';

export const REFERENCE_UUID = '6f1c2a9e-1111-4c1e-9f0a-1234567890ab';
export const STATUS_PATH = `/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/${REFERENCE_UUID}/`;
export const COUNTDOWN_SECONDS = 5;

const routes: RouteObject[] = [
  { path: '/registerPurchaseOrder/statusOrder/:refererenceUuid', element: <StatusOrderRoute /> },
  { path: '/summaryorder/:refererenceUuid', element: <SummaryOrderRoute /> },
  { path: '*', element: <p>Otra página</p> },
];

/** The purchase kit's answers plus the payment pages' parameters: a 5 s countdown between re-checks. */
export function paymentReplies(appName: string): Record<string, Reply> {
  const landing = `https://www.${appName}.example/`;
  return {
    ...defaultReplies(),
    'GET /license/api/parameter/GetAppParameters': {
      result: {
        records: [parameter('urlLandingPage', landing), parameter('paymentStatusCountdownSeconds', COUNTDOWN_SECONDS)],
      },
    },
  };
}

export interface RenderPaymentPageOptions {
  appName?: string;
  replies?: Record<string, Reply>;
  /** Navigation state of the first entry. */
  state?: unknown;
}

/** A payment page (status or summary) in a memory router with a mocked ApiClient. */
export function renderPaymentPage(path: string, options: RenderPaymentPageOptions = {}) {
  const appName = options.appName ?? 'colfactura';
  const { client, requests } = mockClient(appName, { ...paymentReplies(appName), ...options.replies });
  const location = { pathname: '', search: '' };
  function CurrentRoutes() {
    const current = useLocation();
    location.pathname = current.pathname;
    location.search = current.search;
    return useRoutes(routes);
  }
  const [pathname, search] = path.split('?');
  render(
    <AntdTestStyles>
      <StorefrontProviders client={client} appName={appName} tenant={appName} connectSession={() => () => undefined}>
        <MemoryRouter initialEntries={[{ pathname, search: search === undefined ? '' : `?${search}`, state: options.state }]}>
          <CurrentRoutes />
        </MemoryRouter>
      </StorefrontProviders>
    </AntdTestStyles>,
  );
  return { requests, location, client };
}

/** A status record as GetStatusPurchaseOrder answers it. */
export const statusRecord = (result: boolean, code: string, resultMessage: string, urlBaseExternalApp: string | null = null) => ({
  result,
  code,
  resultMessage,
  resultData: { code, urlBaseExternalApp },
});

export const statusAnswer = (record: ReturnType<typeof statusRecord>, asList = false) => ({
  result: { records: asList ? [record] : record },
});
