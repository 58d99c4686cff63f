import { Navigate, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@lic/web-ui';
import { AdminLayout } from './layout/admin-layout';
import { HomePage } from '../pages/home';
import { LoginParameterPage } from '../pages/login-parameter';
import { adminRoutes } from './routes';
import { RequireAccess } from '../session/require-access';
import { RequireStaffSession } from '../session/require-staff-session';

const ReportViewPage = lazyPage(() => import('../pages/reports/report-view').then((m) => m.ReportViewPage));

/** Everything lives under this basename; the API serves the back office there. */
export const BACKOFFICE_BASENAME = '/admin';

export const backofficeRoutes: RouteObject[] = [
  { path: '/login/:parameter', element: <LoginParameterPage /> },
  // The report view (backoffice-licensing.md §2.7): a full-screen page of its own, without the menu.
  {
    path: '/license/reports/reportView',
    element: (
      <RequireStaffSession>
        <RequireAccess flag="canReports">
          <ReportViewPage />
        </RequireAccess>
      </RequireStaffSession>
    ),
  },
  {
    path: '/',
    element: (
      <RequireStaffSession>
        <AdminLayout />
      </RequireStaffSession>
    ),
    children: [
      { index: true, element: <HomePage modules={adminRoutes} /> },
      ...adminRoutes.map((route) => ({
        path: route.path.slice(1),
        element: <RequireAccess flag={route.access}>{route.element}</RequireAccess>,
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
