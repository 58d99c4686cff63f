import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '@lic/web-api-client';
import { useStorefront } from '../../../shared/storefront-context';
import { useCartReset } from '../../cart';
import { useSession } from '../../session';
import { afterLogoutUrl } from '../after-logout-url';

/** Revokes and forgets the session, then leaves as storefront.md §4 says for the current app. */
export function useLogout(): () => Promise<void> {
  const { client, appName } = useStorefront();
  const { claims, refresh } = useSession();
  const navigate = useNavigate();
  const resetCart = useCartReset();
  return useCallback(async () => {
    const destination = afterLogoutUrl(appName, claims);
    await logout(client, appName);
    refresh();
    resetCart();
    if (destination === '/') navigate('/', { replace: true });
    else window.location.assign(destination);
  }, [appName, claims, client, navigate, refresh, resetCart]);
}
