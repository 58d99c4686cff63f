import '../../../testing/text-encoder';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router-dom';
import type { EmployeeMonthDetail, MyPlanRecord, StorefrontPackage } from '@lic/shared-api-types';
import { sessionStore } from '@lic/web-api-client';
import { AntdTestStyles, planFeatureOf, samplePlanRecord } from '@lic/web-ui/testing';
import { storefrontRoutes } from '../../../app/routes';
import { StorefrontProviders } from '../../../app/storefront-providers';
import { customerSession } from '../../../testing/fake-session';
import { CartProvider, useCart } from '../../cart/cart-context';
import { cartStorageWith, mockClient, parameter, type Reply } from '../../purchase/testing/purchase-test-kit';

export { requestsTo, user, type RecordedRequest, type Reply } from '../../purchase/testing/purchase-test-kit';

export const MY_PLAN_PATH = '/license/api/License/GetDetailLicenseCustomerMyPlan';
export const EMPLOYEE_MONTHS_PATH = '/license/api/License/GetDetailLicenseEmployeeMyPlan';
export const EMPLOYEE_DETAIL_PATH = '/license/api/License/SetDetailLicenseEmployeeMyPlan';
export const CATALOGUE_PATH = '/license/api/package/GetPackagesByServiceName/';
export const LANDING_PAGE = 'https://www.colfactura.example/';

/** Signs in the demo customer (NIT 900123456) with extra claims, e.g. privileges. */
export function signIn(claims: Record<string, unknown> = {}) {
  sessionStore.setSession(customerSession({ customer_type: '4', customer_value: '900123456', ...claims }));
}

/** A transactional feature with 1.000 bought and 870 used (the ui library's fixture). */
export const featureOf = planFeatureOf;

/** The demo customer's colfactura plan: the base plan and a complementary package near its end (the ui library's fixture). */
export const colfacturaPlan = (): MyPlanRecord => samplePlanRecord();

/** A colnomina plan whose COLNOMINA_EMPLEADO feature has the monthly detail. */
export function colnominaPlan(): MyPlanRecord {
  return {
    serviceName: 'COLNOMINA',
    serviceNameDescription: 'Nómina electrónica.',
    packageName: 'Nómina Pyme',
    expirationDate: '2027-01-01T04:59:59.000Z',
    packagesFeatures: [
      featureOf('COLNOMINA_EMPLEADO', 'Empleados', { quantityTxLabel: '50', amountBalanceTxLabel: '50', quantityAddLabel: '0' }),
    ],
    isSuspended: false,
    packagesActiveInfo: [
      {
        packageCode: 'NOMPYME',
        packageType: 'BAS',
        packageName: 'Nómina Pyme',
        effectiveDate: '2026-01-01T05:00:00.000Z',
        expirationDate: '2027-01-01T04:59:59.000Z',
        isNearToExpire: false,
        isSuspended: false,
        suspendedOn: null,
      },
    ],
  };
}

export const monthDetail = (month: number, year: number, nameMonth: string, quantityUse: number): EmployeeMonthDetail => ({
  nameMonth,
  year,
  month,
  quantityTx: 50,
  quantityUse,
  quantityBalance: 50 - quantityUse,
});

export const planAnswer = (...records: MyPlanRecord[]) => ({ result: { records } });
export const catalogueAnswer = (complementary: StorefrontPackage[]) => ({ result: { offers: [], base: [], combo: [], complementary } });

function CartProbe() {
  const cart = useCart();
  return (
    <output
      data-testid="cart-probe"
      data-open={String(cart.isOpen)}
      data-items={cart.entries.map((entry) => `${entry.pkg.packageId}x${entry.quantity}`).join(',')}
    />
  );
}

export const cartProbe = () => screen.getByTestId('cart-probe');

/** The storefront's routes at `path` with a mocked ApiClient (the brand's landing page as parameter) and a cart in memory. */
export function renderMyPlan(options: { appName?: string; replies?: Record<string, Reply>; path?: string } = {}) {
  const appName = options.appName ?? 'colfactura';
  const { client, requests } = mockClient(appName, {
    'GET /license/api/parameter/GetAppParameters': { result: { records: [parameter('urlLandingPage', LANDING_PAGE)] } },
    ...options.replies,
  });
  const location = { pathname: '' };
  function CurrentRoutes() {
    location.pathname = useLocation().pathname;
    return useRoutes(storefrontRoutes);
  }
  render(
    <AntdTestStyles>
      <StorefrontProviders client={client} appName={appName} tenant={appName} connectSession={() => () => undefined}>
        <CartProvider storage={cartStorageWith([])}>
          <MemoryRouter initialEntries={[options.path ?? '/myplan']}>
            <CurrentRoutes />
          </MemoryRouter>
          <CartProbe />
        </CartProvider>
      </StorefrontProviders>
    </AntdTestStyles>,
  );
  return { requests, location };
}
