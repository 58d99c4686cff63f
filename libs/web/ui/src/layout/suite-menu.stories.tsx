import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useBrand } from '../brand/brand-provider';
import { brandCodes } from '../brand/brands';
import { SuiteMenu } from './suite-menu';

function OnHeader(props: { children: ReactNode }) {
  const brand = useBrand();
  return <div style={{ background: brand.headerBackground, padding: '12px 24px' }}>{props.children}</div>;
}

const meta = {
  title: 'Layout/SuiteMenu',
  parameters: {
    docs: {
      description: {
        component:
          'El menú de las otras aplicaciones de la suite, en la cabecera. Úsalo en la cabecera de la tienda, a la izquierda del menú de usuario.',
      },
    },
  },
  component: SuiteMenu,
  args: {
    apps: brandCodes.filter((code) => code !== 'license').map((code) => ({ code, href: `https://${code}.example.com` })),
  },
  decorators: [
    (Story) => (
      <OnHeader>
        <Story />
      </OnHeader>
    ),
  ],
} satisfies Meta<typeof SuiteMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
