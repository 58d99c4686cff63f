import type { Meta, StoryObj } from '@storybook/react-vite';
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
  component: Stateful,
  args: { label: 'Cantidad', initial: 1 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stepper: Story = {};
export const EmployeeTiers: Story = { args: { mode: 'select', options: [10, 25, 50, 100], initial: 25 } };
export const Fixed: Story = { args: { mode: 'fixed' } };
