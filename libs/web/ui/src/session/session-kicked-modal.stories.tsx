import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionKickedModal } from './session-kicked-modal';

const meta = {
  title: 'Session/SessionKickedModal',
  component: SessionKickedModal,
  args: { message: 'Tu sesión fue iniciada en otro dispositivo.', onExpire: fn() },
} satisfies Meta<typeof SessionKickedModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { message: null } };
