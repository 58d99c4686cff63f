import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { useBrand } from '../brand/brand-provider';
import { UserMenu } from './user-menu';

function OnHeader(props: { children: ReactNode }) {
  const brand = useBrand();
  return (
    <div style={{ background: brand.headerBackground, padding: '12px 24px', display: 'flex', justifyContent: 'flex-end' }}>
      {props.children}
    </div>
  );
}

const meta = {
  title: 'Layout/UserMenu',
  parameters: {
    docs: {
      description: {
        component:
          'El nombre del cliente con sus opciones ("Mi plan", salir). Úsalo en la cabecera cuando hay sesión; sin sesión va el botón de entrar.',
      },
    },
  },
  component: UserMenu,
  args: { user: { name: 'María José', surname: 'Rodríguez' }, myPlanHref: '/myplan', onLogout: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <OnHeader>
        <Story />
      </OnHeader>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
