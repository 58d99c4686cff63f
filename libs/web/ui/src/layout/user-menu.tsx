import { AppstoreOutlined, DownOutlined, LockOutlined, LogoutOutlined, ProfileOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { FOCUS_CONTRAST } from '../brand/antd-theme';
import { useBrand } from '../brand/brand-provider';
import { contrastRatio, mix, textOn } from '@lic/shared-rules';
import { linkClick, type Navigate } from './navigation';
import { usePhoneLayout } from './use-phone-layout';
import { VISUALLY_HIDDEN } from '../accessibility/visually-hidden';

export interface UserMenuProps {
  user: { name: string; surname: string };
  myPlanHref?: string;
  /** "Productos adquiridos": the company's contracted products. */
  dashboardHref?: string;
  /** "Mis datos": the holder's personal-data requests (Ley 1581 de 2012). */
  myDataHref?: string;
  onLogout?: () => void;
  onNavigate?: Navigate;
}

function initials(name: string, surname: string): string {
  return `${name.trim().charAt(0)}${surname.trim().charAt(0)}`.toUpperCase();
}

/**
 * The signed-in customer's name in the header, opening "Mi plan", "Productos adquiridos", "Mis datos" and "Cerrar sesión".
 * On a phone only the initials show (the full name stays for screen readers and as the tooltip), so a long name
 * never widens the page; elsewhere a long name ends in an ellipsis.
 */
export function UserMenu({
  user,
  myPlanHref = '/myplan',
  dashboardHref = '/dashboard',
  myDataHref = '/mis-datos',
  onLogout,
  onNavigate,
}: UserMenuProps) {
  const brand = useBrand();
  const phone = usePhoneLayout();
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
    {
      key: 'mydata',
      icon: <LockOutlined />,
      label: (
        <a href={myDataHref} onClick={linkClick(myDataHref, onNavigate)}>
          Mis datos
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
        <Avatar size={32} style={{ background: avatarBackground, color: textOn(avatarBackground), flexShrink: 0 }}>
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
