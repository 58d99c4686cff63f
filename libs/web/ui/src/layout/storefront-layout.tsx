import { Layout } from 'antd';
import type { ReactNode } from 'react';
import { useBrand } from '../brand/brand-provider';
import { linkClick, type Navigate } from './navigation';
import { SuiteMenu, type SuiteApp } from './suite-menu';
import { UserMenu } from './user-menu';

export interface StorefrontLayoutProps {
  user?: { name: string; surname: string } | null;
  myPlanHref?: string;
  onLogout?: () => void;
  /** Lets an app router handle the header links instead of a full page load. */
  onNavigate?: Navigate;
  /** Apps of the suite for the menu at the left of the logo; no menu when absent. */
  suiteApps?: SuiteApp[];
  /** Header content before the user menu, e.g. the cart. */
  headerExtra?: ReactNode;
  children: ReactNode;
}

/** The customer-side frame: brand header with the suite and user menus, and the page below. */
export function StorefrontLayout(props: StorefrontLayoutProps) {
  const brand = useBrand();
  const lightHeader = brand.headerBackground.toUpperCase() === '#FFFFFF';

  return (
    <Layout style={{ minHeight: '100vh', background: brand.pageBackground }}>
      <Layout.Header
        data-testid="app-header"
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          height: 64,
          paddingInline: 'clamp(12px, 3vw, 32px)',
          background: brand.headerBackground,
          color: brand.headerText,
          boxShadow: lightHeader ? '0 1px 0 rgba(15, 23, 42, 0.08), 0 2px 8px rgba(15, 23, 42, 0.04)' : '0 2px 10px rgba(0, 0, 0, 0.25)',
        }}
      >
        {props.suiteApps && props.suiteApps.length > 0 && <SuiteMenu apps={props.suiteApps} />}
        <a href="/" onClick={linkClick('/', props.onNavigate)} style={{ display: 'flex', alignItems: 'center' }}>
          <img data-testid="brand-logo" src={brand.logo} alt={brand.displayName} style={{ height: 36, display: 'block' }} />
        </a>
        <div style={{ flex: 1 }} />
        {props.headerExtra}
        {props.user ? (
          <UserMenu user={props.user} myPlanHref={props.myPlanHref} onLogout={props.onLogout} onNavigate={props.onNavigate} />
        ) : (
          <a href="/login" onClick={linkClick('/login', props.onNavigate)} style={{ color: brand.headerText, fontWeight: 600 }}>
            Iniciar sesión
          </a>
        )}
      </Layout.Header>
      <Layout.Content>{props.children}</Layout.Content>
    </Layout>
  );
}
