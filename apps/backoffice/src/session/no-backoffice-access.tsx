import { Button, Flex, Result } from 'antd';
import { NO_PRIVILEGE_MESSAGE, PageTitle } from '@lic/web-ui';
import { useLogout } from './use-logout';

export const NO_BACKOFFICE_ACCESS_TEXT = {
  subTitle:
    'Tu usuario no tiene acceso a la administración de licencias. Vuelve a la tienda o cierra sesión para ingresar con otro usuario.',
  backToStore: 'Volver a la tienda',
  logout: 'Cerrar sesión',
} as const;

/**
 * /admin opened by someone signed in who is not back-office staff (a customer) or whose roles open no module:
 * the spec's no-privilege message, a way back to the store (outside /admin, so a plain link) and sign-out.
 */
export function NoBackofficeAccess() {
  const logout = useLogout();
  return (
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Result
        status="403"
        title={<PageTitle>{NO_PRIVILEGE_MESSAGE}</PageTitle>}
        subTitle={NO_BACKOFFICE_ACCESS_TEXT.subTitle}
        extra={[
          <Button key="store" type="primary" href="/">
            {NO_BACKOFFICE_ACCESS_TEXT.backToStore}
          </Button>,
          <Button key="logout" onClick={() => void logout()}>
            {NO_BACKOFFICE_ACCESS_TEXT.logout}
          </Button>,
        ]}
      />
    </Flex>
  );
}
