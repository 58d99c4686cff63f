import { AppstoreOutlined, DownOutlined, LogoutOutlined, ProfileOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { FOCUS_CONTRAST } from '../brand/antd-theme';
import { useBrand } from '../brand/brand-provider';
import { contrastRatio, mix, textOn } from '../brand/colour-contrast';
import { linkClick, type Navigate } from './navigation';

export interface UserMenuProps {
  user: { name: string; surname: string };
  myPlanHref?: string;
  /** "Productos adquiridos": the company's contracted products. */
  dashboardHref?: string;
  onLogout?: () => void;
  onNavigate?: Navigate;
}

function initials(name: string, surname: string): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

/** The signed-in customer's name in the header, opening "Mi plan", "Productos adquiridos" and "Cerrar sesión". */
export function UserMenu({ user, myPlanHref = '/myplan', dashboardHref = '/dashboard', onLogout, onNavigate }: UserMenuProps) {
  const brand = useBrand();
  const fullName = `${user.name} ${user.surname}`.trim();
  // On a header painted in an orange like the brand's (firmaya) a brand-coloured avatar would vanish.
  const headerIsPrimary = contrastRatio(brand.primaryColor, brand.headerBackground) < FOCUS_CONTRAST;
  const avatarBackground = headerIsPrimary ? mix(brand.headerBackground, '#000000', 0.35) : brand.primaryColor;
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
      <Button type="text" data-testid="user-menu" style={{ color: brand.headerText, height: 44, paddingInline: 8 }}>
        <Avatar size={32} style={{ background: avatarBackground, color: textOn(avatarBackground), flexShrink: 0 }}>
          {initials(user.name, user.surname)}
        </Avatar>
        <span style={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{fullName}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
