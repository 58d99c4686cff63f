import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@lic/web-ui';
import { LoginParameterGate } from '../features/auth/components/login-parameter-gate';
import { HomeRoute } from '../routes/home.route';
import { StorefrontShell } from './storefront-shell';

// The home is the first screen of most visits and ships with the app; every other page loads when first shown.
const ActivatePlanRoute = lazyPage(() => import('../routes/activate-plan.route').then((m) => m.ActivatePlanRoute));
const AddCartItemRoute = lazyPage(() => import('../routes/add-cart-item.route').then((m) => m.AddCartItemRoute));
const AddCartRoute = lazyPage(() => import('../routes/add-cart.route').then((m) => m.AddCartRoute));
const DashboardMovementsRoute = lazyPage(() => import('../routes/dashboard.route').then((m) => m.DashboardMovementsRoute));
const DashboardRoute = lazyPage(() => import('../routes/dashboard.route').then((m) => m.DashboardRoute));
const LoginRoute = lazyPage(() => import('../routes/login.route').then((m) => m.LoginRoute));
const MessageValidationEmailRoute = lazyPage(() =>
  import('../routes/message-validation-email.route').then((m) => m.MessageValidationEmailRoute),
);
const MyPlanRoute = lazyPage(() => import('../routes/my-plan.route').then((m) => m.MyPlanRoute));
const PrivacyPolicyRoute = lazyPage(() => import('../routes/privacy.route').then((m) => m.PrivacyPolicyRoute));
const PublicDataRequestRoute = lazyPage(() => import('../routes/privacy.route').then((m) => m.PublicDataRequestRoute));
const MyDataRoute = lazyPage(() => import('../routes/privacy.route').then((m) => m.MyDataRoute));
const RegisterPurchaseExtRoute = lazyPage(() => import('../routes/register-purchase-ext.route').then((m) => m.RegisterPurchaseExtRoute));
const RegisterPurchaseOrderRoute = lazyPage(() =>
  import('../routes/register-purchase-order.route').then((m) => m.RegisterPurchaseOrderRoute),
);
const StatusOrderRoute = lazyPage(() => import('../routes/status-order.route').then((m) => m.StatusOrderRoute));
const SummaryOrderRoute = lazyPage(() => import('../routes/summary-order.route').then((m) => m.SummaryOrderRoute));
const TrialRoute = lazyPage(() => import('../routes/trial.route').then((m) => m.TrialRoute));
const ViewCartMenuRoute = lazyPage(() => import('../routes/view-cart-menu.route').then((m) => m.ViewCartMenuRoute));
const ViewCartModalRoute = lazyPage(() => import('../routes/view-cart-modal.route').then((m) => m.ViewCartModalRoute));
const ViewOffersRoute = lazyPage(() => import('../routes/view-offers.route').then((m) => m.ViewOffersRoute));

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
      { path: '/politica-de-datos', element: <PrivacyPolicyRoute /> },
      { path: '/mis-datos', element: <MyDataRoute /> },
      { path: '/solicitud-datos-personales', element: <PublicDataRequestRoute /> },
      // "Productos adquiridos" and its movements page (docs/api/contracts.md).
      { path: '/dashboard', element: <DashboardRoute /> },
      { path: '/dashboard/:token', element: <LoginParameterGate fallback={<DashboardRoute />} /> },
      { path: '/dashboard/movimientos', element: <DashboardMovementsRoute /> },
    ],
  },
  // Embedded in the apps' own pages: no storefront header around them.
  { path: '/license/viewCartMenu', element: <ViewCartMenuRoute /> },
  { path: '/license/viewCartModal/:idParam?/:quantityParam?/:reloadParam?', element: <ViewCartModalRoute /> },
  // The brand's offers for its landing page, framed there.
  { path: '/license/viewOffers', element: <ViewOffersRoute /> },
  // The back office exists only in the license app, served by the API under /admin; here it is never shown.
  { path: '/admin/*', element: <Navigate to="/" replace /> },
  { path: '*', element: <Navigate to="/" replace /> },
];
