import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { useState } from 'react';
import { sampleLines } from './cart.fixtures';
import { CartTable, type CartTableProps } from './cart-table';

function Stateful(props: Pick<CartTableProps, 'variant' | 'disabled'> & { empty?: boolean }) {
  const [lines, setLines] = useState(props.empty ? [] : sampleLines);
  return (
    <div style={{ padding: 24, maxWidth: 960 }}>
      <CartTable
        variant={props.variant}
        disabled={props.disabled}
        lines={lines}
        onRemove={(packageId) => setLines((current) => current.filter((line) => line.packageId !== packageId))}
        onQuantityChange={(packageId, quantity) =>
          setLines((current) => current.map((line) => (line.packageId === packageId ? { ...line, quantity } : line)))
        }
      />
    </div>
  );
}

const meta = { title: 'Storefront/Cart/CartTable', component: Stateful, args: {} } satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Detailed: Story = {};
export const Summary: Story = { args: { variant: 'summary' } };
export const Empty: Story = { args: { empty: true } };
/** At 390 px (iPhone 12) the lines stack as cards with discount, IVA, subtotal and the delete button in view. */
export const OnAPhone: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};
