import { useCallback } from 'react';
import { logout } from '@lic/web-api-client';
import { BACKOFFICE_APP_NAME, useBackoffice } from '../shared/backoffice-context';
import { securityLoginUrl } from './security-login-url';
import { useStaffSession } from './staff-session';

/** Revokes the refresh token, forgets the session and goes to the security login. */
export function useLogout(): () => Promise<void> {
  const { client, assignLocation } = useBackoffice();
  const { claims } = useStaffSession();
  return useCallback(async () => {
    const destination = securityLoginUrl(claims);
    await logout(client, BACKOFFICE_APP_NAME);
    assignLocation(destination);
  }, [assignLocation, claims, client]);
}
