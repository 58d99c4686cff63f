import { Dropdown } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useBrand } from '@lic/web-ui';
import { adminRoutes } from '../routes';
import { SessionKickWatcher } from '../../session/session-kick-watcher';
import { useStaffSession } from '../../session/staff-session';
import { useLogout } from '../../session/use-logout';

/** The back-office frame: license brand, the modules the user may open, and the user's avatar menu. */
export function AdminLayout() {
  const brand = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { claims, access } = useStaffSession();
  const logout = useLogout();
  const menu = adminRoutes.filter((route) => access[route.access]);
  const fullName = [claims?.given_name, claims?.family_name].filter(Boolean).join(' ');

  return (
    <ProLayout
      layout="mix"
      title="Licencias"
      // The brand's glyph: its wordmark would repeat the "Licencias" title beside it.
      logo={brand.favicon}
      location={{ pathname }}
      route={{ path: '/', routes: menu.map(({ key, path, name, icon }) => ({ key, path, name, icon })) }}
      onMenuHeaderClick={() => navigate('/')}
      menuItemRender={(item, dom) => (
        <Link to={item.path ?? '/'} data-testid={`admin-menu-${item.key}`}>
          {dom}
        </Link>
      )}
      avatarProps={{
        icon: <UserOutlined />,
        title: fullName,
        size: 'small',
        render: (_props, avatar) => (
          <Dropdown
            menu={{
              items: [{ key: 'logout', icon: <LogoutOutlined />, label: 'Cerrar sesión', onClick: () => void logout() }],
            }}
          >
            <span data-testid="admin-avatar">{avatar}</span>
          </Dropdown>
        ),
      }}
    >
      <Outlet />
      <SessionKickWatcher />
    </ProLayout>
  );
}
