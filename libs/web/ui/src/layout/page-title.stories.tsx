import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageTitle } from './page-title';

const meta = {
  title: 'Layout/PageTitle',
  parameters: {
    docs: {
      description: {
        component:
          'El título (h1) de una página con el tamaño y color de la marca. Úsalo una vez por página; dentro de PageShell ya viene.',
      },
    },
  },
  component: PageTitle,
  args: { children: 'Resumen de compra' },
} satisfies Meta<typeof PageTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {};

/** Read by screen readers only (the home catalogue). */
export const VisuallyHidden: Story = { args: { children: 'Colfactura | Tienda de licencias', visuallyHidden: true } };
