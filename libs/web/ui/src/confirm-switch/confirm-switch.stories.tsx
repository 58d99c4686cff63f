import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmSwitch } from './confirm-switch';

const meta = {
  title: 'Back office/ConfirmSwitch',
  component: ConfirmSwitch,
  args: {
    checked: true,
    label: 'Activo',
    question: (next: boolean) => `¿Está seguro de ${next ? 'activar' : 'inactivar'} el paquete?`,
    onConfirm: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 32 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConfirmSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};
export const Inactive: Story = { args: { checked: false } };
