import type { Meta, StoryObj } from '@storybook/react-vite';
import { NoPrivilege } from './no-privilege';

const meta = {
  title: 'Feedback/NoPrivilege',
  parameters: {
    docs: {
      description: {
        component:
          'El aviso de que el usuario no tiene permiso para una pantalla. Úsalo en lugar del contenido cuando el servidor responde 403; no para errores de red.',
      },
    },
  },
  component: NoPrivilege,
} satisfies Meta<typeof NoPrivilege>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
