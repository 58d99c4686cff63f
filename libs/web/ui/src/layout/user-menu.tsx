import { AppstoreOutlined, DownOutlined, LogoutOutlined, ProfileOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useBrand } from '../brand/brand-provider';
import { linkClick, type Navigate } from './navigation';
import { usePhoneLayout } from './use-phone-layout';

export interface UserMenuProps {
  user: { name: string; surname: string };
  myPlanHref?: string;
  /** "Productos adquiridos": the company's contracted products. */
  dashboardHref?: string;
  onLogout?: () => void;
  onNavigate?: Navigate;
}

/** Read by screen readers and search, drawn nowhere: the name behind the initials on a phone. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function initials(name: string, surname: string): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

/**
 * The signed-in customer's name in the header, opening "Mi plan", "Productos adquiridos" and "Cerrar sesión".
 * On a phone only the initials show (the full name stays for screen readers and as the tooltip), so a long name
 * never widens the page; elsewhere a long name ends in an ellipsis.
 */
export function UserMenu({ user, myPlanHref = '/myplan', dashboardHref = '/dashboard', onLogout, onNavigate }: UserMenuProps) {
  const brand = useBrand();
  const phone = usePhoneLayout();
  const fullName = `${user.name} ${user.surname}`.trim();
  // On a header painted in the brand colour (firmaya) a brand-coloured avatar would vanish.
  const headerIsPrimary = brand.headerBackground.toUpperCase() === brand.primaryColor.toUpperCase();
  const avatarBackground = headerIsPrimary ? 'rgba(255, 255, 255, 0.24)' : brand.primaryColor;
  const items: MenuProps['items'] = [
    {
      key: 'myplan',
      icon: <ProfileOutlined />,
      label: (
        <a href={myPlanHref} onClick={linkClick(myPlanHref, onNavigate)}>
          Mi plan
        </a>
      ),
    },
    {
      key: 'dashboard',
      icon: <AppstoreOutlined />,
      label: (
        <a href={dashboardHref} onClick={linkClick(dashboardHref, onNavigate)}>
          Productos adquiridos
        </a>
      ),
    },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: 'Cerrar sesión', onClick: () => onLogout?.() },
  ];

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        data-testid="user-menu"
        title={fullName}
        style={{ color: brand.headerText, height: 44, paddingInline: phone ? 4 : 8, minWidth: 0, flexShrink: 1 }}
      >
        <Avatar size={32} style={{ background: avatarBackground, color: '#fff', flexShrink: 0 }}>
          {initials(user.name, user.surname)}
        </Avatar>
        <span
          style={
            phone ? VISUALLY_HIDDEN : { maxWidth: 220, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
          }
        >
          {fullName}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
