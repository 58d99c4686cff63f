import { useEffect, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useBackoffice } from '../backoffice-context';
import { useLocation } from 'react-router-dom';
import { adminSignInUrl } from './security-login-url';
import { useStaffSession } from './staff-session';

/** The back office is for signed-in staff only (APPS = LICENSE); anyone else goes to sign in. */
export function RequireStaffSession({ children }: { children: ReactNode }) {
  const { access } = useStaffSession();
  const { assignLocation } = useBackoffice();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!access.isStaff) assignLocation(adminSignInUrl(pathname));
  }, [access.isStaff, assignLocation, pathname]);

  if (!access.isStaff) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  }
  return <>{children}</>;
}
