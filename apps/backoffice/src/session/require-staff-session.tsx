import { useEffect, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useLocation } from 'react-router-dom';
import { opensAnyModule } from '../shared/access';
import { useBackoffice } from '../shared/backoffice-context';
import { NoBackofficeAccess } from './no-backoffice-access';
import { adminSignInUrl } from './security-login-url';
import { useStaffSession } from './staff-session';

/**
 * The back office is for signed-in staff only (APPS = LICENSE): a visitor goes to sign in; someone signed in
 * who is not staff (a customer) or whose roles open no module gets a page that says so, with a way back.
 */
export function RequireStaffSession({ children }: { children: ReactNode }) {
  const { claims, access } = useStaffSession();
  const { assignLocation } = useBackoffice();
  const { pathname } = useLocation();
  const signedIn = claims !== null;

  useEffect(() => {
    if (!signedIn) assignLocation(adminSignInUrl(pathname));
  }, [signedIn, assignLocation, pathname]);

  if (!signedIn) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (!access.isStaff || !opensAnyModule(access)) return <NoBackofficeAccess />;
  return <>{children}</>;
}
