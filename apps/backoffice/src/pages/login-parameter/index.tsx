import { useEffect, useRef } from 'react';
import { Flex, Spin } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { logout, sessionStore } from '@lic/web-api-client';
import { decodeParameter } from '../../auth/api/decode-parameter';
import { BACKOFFICE_APP_NAME, useBackoffice } from '../../backoffice-context';
import { ADMIN_SIGN_IN_URL } from '../../session/security-login-url';
import { useStaffSession } from '../../session/staff-session';

/** /admin/login/:parameter: signs the staff user in from the encrypted login parameter. */
export function LoginParameterPage() {
  const { parameter } = useParams();
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
        navigate('/', { replace: true });
      })
      .catch(async () => {
        await logout(client, BACKOFFICE_APP_NAME);
        assignLocation(ADMIN_SIGN_IN_URL);
      });
  }, [assignLocation, client, navigate, parameter, refresh]);

  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
