import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { QuantityInput, type QuantityInputProps } from './quantity-input';

function Stateful(props: Omit<QuantityInputProps, 'value' | 'onChange'> & { initial: number }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ padding: 24 }}>
      <QuantityInput {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'Storefront/Cart/QuantityInput',
  parameters: {
    docs: {
      description: {
        component:
          'La cantidad de una línea del carrito. Úsalo en cada línea: paso a paso (1–999) para planes y paquetes, lista de niveles para los paquetes de empleados, texto fijo cuando la cantidad no se puede cambiar.',
      },
    },
  },
  component: Stateful,
  args: { label: 'Cantidad', initial: 1 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stepper: Story = {};
export const EmployeeTiers: Story = { args: { mode: 'select', options: [10, 25, 50, 100], initial: 25 } };
export const Fixed: Story = { args: { mode: 'fixed' } };

/** The arrows of the keyboard step the quantity; a typed 0 or 1000 goes back to the last good quantity on leaving the field. */
export const StepWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const quantity = within(canvasElement).getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(quantity).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(quantity).toHaveValue('2');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1000');
    await userEvent.tab();
    await expect(quantity).toHaveValue('999');
  },
};
