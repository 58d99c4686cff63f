import { Navigate, type RouteObject } from 'react-router-dom';
import { LoginParameterGate } from '../features/auth/components/login-parameter-gate';
import { ActivatePlanRoute } from '../routes/activate-plan.route';
import { AddCartItemRoute } from '../routes/add-cart-item.route';
import { AddCartRoute } from '../routes/add-cart.route';
import { DashboardMovementsRoute, DashboardRoute } from '../routes/dashboard.route';
import { HomeRoute } from '../routes/home.route';
import { LoginRoute } from '../routes/login.route';
import { MessageValidationEmailRoute } from '../routes/message-validation-email.route';
import { MyPlanRoute } from '../routes/my-plan.route';
import { RegisterPurchaseExtRoute } from '../routes/register-purchase-ext.route';
import { RegisterPurchaseOrderRoute } from '../routes/register-purchase-order.route';
import { StatusOrderRoute } from '../routes/status-order.route';
import { SummaryOrderRoute } from '../routes/summary-order.route';
import { TrialRoute } from '../routes/trial.route';
import { ViewCartMenuRoute } from '../routes/view-cart-menu.route';
import { ViewCartModalRoute } from '../routes/view-cart-modal.route';
import { ViewOffersRoute } from '../routes/view-offers.route';
import { StorefrontShell } from './storefront-shell';

/** The customer routes of storefront.md §2. Static segments outrank /:token, so /login never reads as a token. */
export const storefrontRoutes: RouteObject[] = [
  {
    element: <StorefrontShell />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/:token', element: <LoginParameterGate fallback={<HomeRoute />} /> },
      { path: '/login', element: <LoginRoute /> },
      { path: '/myplan', element: <MyPlanRoute /> },
      { path: '/myplan/:token', element: <LoginParameterGate fallback={<MyPlanRoute />} /> },
      { path: '/registerPurchaseOrder', element: <RegisterPurchaseOrderRoute /> },
      { path: '/registerPurchaseOrder/statusOrder/:refererenceUuid', element: <StatusOrderRoute /> },
      { path: '/registerPurchaseOrder/activatePlan', element: <ActivatePlanRoute /> },
      { path: '/summaryorder/:refererenceUuid', element: <SummaryOrderRoute /> },
      { path: '/license/addCartItem/:idParam', element: <AddCartItemRoute /> },
      { path: '/license/addCart/*', element: <AddCartRoute /> },
      { path: '/license/RegisterPurchaseExt', element: <RegisterPurchaseExtRoute /> },
      { path: '/messageValidationEmail', element: <MessageValidationEmailRoute /> },
      { path: '/trial', element: <TrialRoute /> },
      // "Productos adquiridos" and its movements page (issue 7).
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/dashboard/:token', element: <LoginParameterGate fallback={<DashboardRoute />} /> },
      { path: '/dashboard/movimientos', element: <DashboardMovementsRoute /> },
    ],
  },
  // Embedded in the apps' own pages: no storefront header around them.
  { path: '/license/viewCartMenu', element: <ViewCartMenuRoute /> },
  { path: '/license/viewCartModal/:idParam?/:quantityParam?/:reloadParam?', element: <ViewCartModalRoute /> },
  // The brand's offers for its landing page (issue 13).
  { path: '/license/viewOffers', element: <ViewOffersRoute /> },
  // The back office exists only in the license app, served by the API under /admin; here it is never shown.
  { path: '/admin/*', element: <Navigate to="/" replace /> },
  { path: '*', element: <Navigate to="/" replace /> },
];
