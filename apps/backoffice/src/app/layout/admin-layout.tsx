import { Dropdown, Grid } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { ProLayout } from '@ant-design/pro-components';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useBrand } from '@lic/web-ui';
import { adminRoutes } from '../routes';
import { SessionKickWatcher } from '../../session/session-kick-watcher';
import { useStaffSession } from '../../session/staff-session';
import { useLogout } from '../../session/use-logout';

const MOBILE_TITLE = { display: 'inline-flex', alignItems: 'center', gap: 8 } as const;
const MOBILE_TITLE_TEXT = { margin: 0, fontSize: 16, fontWeight: 600, whiteSpace: 'nowrap' } as const;
const PHONE_USER_NAME = {
  display: 'inline-block',
  maxWidth: 120,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
} as const;

/** The back-office frame: license brand, the modules the user may open, and the user's avatar menu. */
export function AdminLayout() {
  const brand = useBrand();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { claims, access } = useStaffSession();
  const logout = useLogout();
  const menu = adminRoutes.filter((route) => access[route.access]);
  const fullName = [claims?.given_name, claims?.family_name].filter(Boolean).join(' ');
  // ProLayout's phone layout (below md): the name shares the header with the title, so it is cut to one line.
  // Before the first measurement the breakpoints are unknown (undefined): a desktop until then.
  const phone = Grid.useBreakpoint().md === false;

  return (
    <ProLayout
      layout="mix"
      title="Licencias"
      // The brand's glyph: its wordmark would repeat the "Licencias" title beside it.
      logo={brand.favicon}
      location={{ pathname }}
      route={{ path: '/', routes: menu.map(({ key, path, name, icon }) => ({ key, path, name, icon })) }}
      onMenuHeaderClick={() => navigate('/')}
      // On a phone ProLayout shows only the logo in the header, so the page had no h1 at all (the desktop header's
      // "Licencias" title is one): the same title beside the logo there. Called with a third argument, it renders
      // the sider's and the phone drawer's header, which stay empty as by default.
      menuHeaderRender={(logo, _title, props) =>
        props ? null : (
          <span style={MOBILE_TITLE}>
            {logo}
            <h1 style={MOBILE_TITLE_TEXT}>Licencias</h1>
          </span>
        )
      }
      menuItemRender={(item, dom) => (
        <Link to={item.path ?? '/'} data-testid={`admin-menu-${item.key}`}>
          {dom}
        </Link>
      )}
      avatarProps={{
        icon: <UserOutlined />,
        title: phone ? (
          <span style={PHONE_USER_NAME} title={fullName}>
            {fullName}
          </span>
        ) : (
          fullName
        ),
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
