import { useEffect, useRef } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { logout, sessionStore } from '@lic/web-api-client';
import { decodeParameter } from '../../auth/api/decode-parameter';
import { BACKOFFICE_APP_NAME, useBackoffice } from '../../shared/backoffice-context';
import { ADMIN_SIGN_IN_URL } from '../../session/security-login-url';
import { useStaffSession } from '../../session/staff-session';

/** /admin/login/:parameter: signs the staff user in from the encrypted login parameter. */
export function LoginParameterPage() {
  const { parameter } = useParams();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const navigate = useNavigate();
  const { client, assignLocation } = useBackoffice();
  const { refresh } = useStaffSession();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    // The parameter is single-use: a second decode (React strict mode re-runs effects) would fail and log out.
    if (parameter === undefined || handled.current === parameter) return;
    handled.current = parameter;
    decodeParameter(client, parameter)
      .then((session) => {
        sessionStore.setSession(session);
        refresh();
        navigate(next, { replace: true });
      })
      .catch(async () => {
        await logout(client, BACKOFFICE_APP_NAME);
        assignLocation(ADMIN_SIGN_IN_URL);
      });
  }, [assignLocation, client, navigate, next, parameter, refresh]);

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}

/** Only a path inside the back office (never another origin) is followed after sign-in. */
function safeNext(value: string | null): string {
  return value && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.startsWith('//') ? value : '/';
}
