import { useEffect, useRef, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { logout, sessionStore } from '@lic/web-api-client';
import { useStorefront } from '../../../shared/storefront-context';
import { useSession } from '../../session';
import { decodeParameter } from '../api/decode-parameter';
import { isLoginParameter, landingAfterParameterLogin } from '../login-parameter';

/**
 * Signs the user in from the encrypted parameter in the last path segment (/:token, /myplan/:token).
 * A segment that is not a login parameter just shows the page the route falls back to.
 */
export function LoginParameterGate({ fallback }: { fallback: ReactNode }) {
  const { token } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { client, appName } = useStorefront();
  const { refresh } = useSession();
  const handled = useRef<string | null>(null);
  const isParameter = isLoginParameter(token);

  useEffect(() => {
    // The parameter is single-use: a second decode (React strict mode re-runs effects) would fail and log out.
    if (!isParameter || handled.current === token) return;
    handled.current = token;
    decodeParameter(client, token)
      .then((session) => {
        sessionStore.setSession(session);
        refresh();
        navigate(landingAfterParameterLogin(pathname), { replace: true });
      })
      .catch(async () => {
        await logout(client, appName);
        refresh();
        navigate('/', { replace: true });
      });
  }, [appName, client, isParameter, navigate, pathname, refresh, token]);

  if (!isParameter) return <>{fallback}</>;
  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
