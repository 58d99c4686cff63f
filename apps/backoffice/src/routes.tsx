import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BarChartOutlined,
  DollarOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  SolutionOutlined,
} from '@ant-design/icons';
import { adminModules } from '@lic/shared-api-types';
import { moduleAccessFlag, type AdminModuleKey, type ModuleAccessFlag } from './access';
import { ConfigurationsPage } from './pages/configurations';
import { ContractsPage } from './pages/contracts';
import { LicensesPage } from './pages/licenses';
import { PackagesPage } from './pages/packages';
import { PaymentsPage } from './pages/payments';
import { ReportsPage } from './pages/reports';

export interface AdminRoute {
  key: AdminModuleKey;
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
  licenses: { icon: <SafetyCertificateOutlined />, element: <LicensesPage /> },
  reports: { icon: <BarChartOutlined />, element: <ReportsPage /> },
  contracts: { icon: <SolutionOutlined />, element: <ContractsPage /> },
};

/** The admin modules in menu order; feeds both the router and the ProLayout menu. */
export const adminRoutes: AdminRoute[] = adminModules.map((module) => ({
  key: module.key,
  path: `/${module.key}`,
  name: module.name,
  access: moduleAccessFlag[module.key],
  ...modulePages[module.key],
}));
