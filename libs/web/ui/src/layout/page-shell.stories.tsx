import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Card } from 'antd';
import { PageShell } from './page-shell';

const meta = {
  title: 'Layout/PageShell',
  parameters: {
    docs: {
      description: {
        component:
          'El marco de una página: título, migas y contenido con los márgenes de la marca. Úsalo en cada página de las aplicaciones para que todas respiren igual.',
      },
    },
  },
  component: PageShell,
  args: {
    title: 'Mis planes adquiridos',
    children: <Card>Contenido de la página</Card>,
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};

export const WithActions: Story = {
  args: { title: 'Resumen de compra', extra: <Button>{'< Volver'}</Button> },
};

export const ContentOnly: Story = { args: { title: undefined } };
