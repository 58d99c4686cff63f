import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ConfirmSwitch } from './confirm-switch';

const meta = {
  title: 'Back office/ConfirmSwitch',
  parameters: {
    docs: {
      description: {
        component: 'Un interruptor que pide confirmación antes de cambiar. Úsalo para activar o inactivar registros del back office.',
      },
    },
  },
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

/** Space on the focused switch asks "Confirmar"; "Cancelar" leaves it as it was, "Aceptar" changes it. */
export const ConfirmWithTheKeyboard: Story = {
  play: async ({ args }) => {
    const toggle = screen.getByRole('switch', { name: 'Activo' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(await screen.findByText('¿Está seguro de inactivar el paquete?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByText('¿Está seguro de inactivar el paquete?')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await userEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByText('¿Está seguro de inactivar el paquete?')).toBeNull());
  },
};
