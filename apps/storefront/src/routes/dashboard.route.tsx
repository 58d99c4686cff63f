import { Navigate, useLocation } from 'react-router-dom';
import { CONTRACTED_PRODUCTS_TEXTS as T, PageShell } from '@lic/web-ui';
import { ContractedProductsView } from '../features/dashboard/components/contracted-products-view';
import { MovementsView } from '../features/dashboard/components/movements-view';
import { dashboardCustomerOf } from '../features/dashboard/dashboard-customer';
import { useSession } from '../features/session/session-context';

/** Anonymous visitors sign in first and come back to the same address. */
function SignInFirst() {
  const location = useLocation();
  return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
}

/** "Productos adquiridos": the signed-in company's contracted products. */
export function DashboardRoute() {
  const { claims } = useSession();
  if (claims === null) return <SignInFirst />;
  return (
    <PageShell title={T.title}>
      <ContractedProductsView customer={dashboardCustomerOf(claims)} />
    </PageShell>
  );
}

/** "Movimientos" of a contracted feature, opened in a new tab from "Productos adquiridos". */
export function DashboardMovementsRoute() {
  const { claims } = useSession();
  if (claims === null) return <SignInFirst />;
  return (
    <PageShell title={T.movements}>
      <MovementsView customer={dashboardCustomerOf(claims)} />
    </PageShell>
  );
}
