import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  DollarOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  NumberOutlined,
  IssuesCloseOutlined,
  KeyOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { adminModules } from '@lic/shared-api-types';
import { lazyPage } from '@lic/web-ui';
import { moduleAccessFlag, type AdminModuleKey, type ModuleAccessFlag } from '../shared/access';
import { APP_CREDENTIALS_TEXT } from '../features/app-credentials/app-credentials.messages';
import { ORDERS_TEXT, PAYMENT_REVIEWS_TEXT } from '../features/payments/payments.messages';
import { DEAD_LETTERS_TEXT } from '../features/dead-letters/dead-letters.messages';
import { INVOICING_TEXT } from '../features/invoicing/invoicing.messages';

// Each screen loads when first opened: the charts (reports), the editor (packages) and the spreadsheet
// export (licences, reports) never weigh on the first screen after sign-in.
const AppCredentialsPage = lazyPage(() => import('../pages/app-credentials').then((m) => m.AppCredentialsPage));
const ConfigurationsPage = lazyPage(() => import('../pages/configurations').then((m) => m.ConfigurationsPage));
const ContractsPage = lazyPage(() => import('../pages/contracts').then((m) => m.ContractsPage));
const DeadLettersPage = lazyPage(() => import('../pages/dead-letters').then((m) => m.DeadLettersPage));
const InvoicesPage = lazyPage(() => import('../pages/invoices').then((m) => m.InvoicesPage));
const InvoicingResolutionsPage = lazyPage(() => import('../pages/invoicing-resolutions').then((m) => m.InvoicingResolutionsPage));
const LicencesPage = lazyPage(() => import('../pages/licences').then((m) => m.LicencesPage));
const PackagesPage = lazyPage(() => import('../pages/packages').then((m) => m.PackagesPage));
const PaymentReviewsPage = lazyPage(() => import('../pages/payment-reviews').then((m) => m.PaymentReviewsPage));
const PersonalDataPage = lazyPage(() => import('../pages/personal-data').then((m) => m.PersonalDataPage));
const PaymentsPage = lazyPage(() => import('../pages/payments').then((m) => m.PaymentsPage));
const PurchaseOrdersPage = lazyPage(() => import('../pages/purchase-orders').then((m) => m.PurchaseOrdersPage));
const ReportsPage = lazyPage(() => import('../pages/reports').then((m) => m.ReportsPage));

/** The modules of the specs' menu plus the screens this project adds beside them. */
export type AdminRouteKey =
  AdminModuleKey | 'purchase-orders' | 'payment-reviews' | 'invoices' | 'invoicing-resolutions' | 'app-credentials' | 'dead-letters';

export interface AdminRoute {
  key: AdminRouteKey;
  /** Relative to the router's /admin basename. */
  path: string;
  name: string;
  icon: ReactNode;
  access: ModuleAccessFlag;
  element: ReactNode;
}

const modulePages: Record<AdminModuleKey, { icon: ReactNode; element: ReactNode }> = {
  configurations: { icon: <SettingOutlined />, element: <ConfigurationsPage /> },
  packages: { icon: <AppstoreOutlined />, element: <PackagesPage /> },
  payments: { icon: <DollarOutlined />, element: <PaymentsPage /> },
  licenses: { icon: <SafetyCertificateOutlined />, element: <LicencesPage /> },
  reports: { icon: <BarChartOutlined />, element: <ReportsPage /> },
  contracts: { icon: <SolutionOutlined />, element: <ContractsPage /> },
  'personal-data': { icon: <LockOutlined />, element: <PersonalDataPage /> },
};

/** Screens the specs do not list as modules, shown right after the module whose privilege they need. */
const addedRoutes: Partial<Record<AdminModuleKey, AdminRoute[]>> = {
  payments: [
    {
      key: 'purchase-orders',
      path: '/purchase-orders',
      name: ORDERS_TEXT.title,
      icon: <FileSearchOutlined />,
      access: moduleAccessFlag.payments,
      element: <PurchaseOrdersPage />,
    },
    {
      key: 'payment-reviews',
      path: '/payment-reviews',
      name: PAYMENT_REVIEWS_TEXT.menu,
      icon: <IssuesCloseOutlined />,
      access: moduleAccessFlag.payments,
      element: <PaymentReviewsPage />,
    },
    {
      key: 'invoices',
      path: '/invoices',
      name: INVOICING_TEXT.invoicesTitle,
      icon: <FileTextOutlined />,
      access: moduleAccessFlag.payments,
      element: <InvoicesPage />,
    },
    {
      key: 'invoicing-resolutions',
      path: '/invoicing-resolutions',
      name: INVOICING_TEXT.resolutionsTitle,
      icon: <NumberOutlined />,
      access: 'canOperations',
      element: <InvoicingResolutionsPage />,
    },
  ],
  licenses: [
    {
      key: 'app-credentials',
      path: '/app-credentials',
      name: APP_CREDENTIALS_TEXT.title,
      icon: <KeyOutlined />,
      access: moduleAccessFlag.licenses,
      element: <AppCredentialsPage />,
    },
  ],
  contracts: [
    {
      key: 'dead-letters',
      path: '/dead-letters',
      name: DEAD_LETTERS_TEXT.title,
      icon: <WarningOutlined />,
      access: 'canOperations',
      element: <DeadLettersPage />,
    },
  ],
};

/** The admin modules in menu order; feeds both the router and the ProLayout menu. */
export const adminRoutes: AdminRoute[] = adminModules.flatMap((module) => [
  {
    key: module.key,
    path: `/${module.key}`,
    name: module.name,
    access: moduleAccessFlag[module.key],
    ...modulePages[module.key],
  },
  ...(addedRoutes[module.key] ?? []),
]);
