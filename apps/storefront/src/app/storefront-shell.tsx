import { Outlet, useNavigate } from 'react-router-dom';
import { StorefrontLayout } from '@lic/web-ui';
import { useLogout } from '../features/auth/hooks/use-logout';
import { CartHeaderButton } from '../features/cart/components/cart-header-button';
import { PolicyAcceptancePrompt } from '../features/privacy/components/policy-acceptance-prompt';
import { SessionKickWatcher } from '../features/session/components/session-kick-watcher';
import { useSession } from '../features/session/session-context';

/** The brand header (with the signed-in user's menu) around every full page of the storefront. */
export function StorefrontShell() {
  const { claims } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const user = claims === null ? null : { name: claims.given_name, surname: claims.family_name };
  return (
    <StorefrontLayout user={user} myPlanHref="/myplan" onLogout={logout} onNavigate={navigate} headerExtra={<CartHeaderButton />}>
      <Outlet />
      <SessionKickWatcher />
      <PolicyAcceptancePrompt />
    </StorefrontLayout>
  );
}
