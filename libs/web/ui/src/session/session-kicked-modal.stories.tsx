import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionKickedModal } from './session-kicked-modal';

const meta = {
  title: 'Session/SessionKickedModal',
  parameters: {
    docs: {
      description: {
        component:
          'El aviso de que la sesión se abrió en otro dispositivo, que cierra esta. Úsalo una vez en la raíz de cada aplicación con sesión.',
      },
    },
  },
  component: SessionKickedModal,
  args: { message: 'Tu sesión fue iniciada en otro dispositivo.', onExpire: fn() },
} satisfies Meta<typeof SessionKickedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { message: null } };
