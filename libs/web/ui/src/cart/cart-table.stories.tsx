import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

const meta = {
  title: 'Storefront/Cart/CartTable',
  parameters: {
    docs: {
      description: {
        component:
          'Las líneas del carrito: detallada (con descuento, IVA y botón Eliminar) en el carrito y la compra, resumida en el menú del carrito. En un teléfono las líneas se apilan como tarjetas.',
      },
    },
  },
  component: Stateful,
  args: {},
} satisfies Meta<typeof Stateful>;

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

/** A line leaves the cart with its "Eliminar" button, reached with the keyboard; the quantity changes with the arrows. */
export const RemoveAndChangeQuantity: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = sampleLines;
    const quantity = canvas.getByRole('spinbutton', { name: `Cantidad ${first.name}` });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue(String(first.quantity + 1));
    canvas.getByRole('button', { name: `Eliminar ${second.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: `Eliminar ${second.name}` })).toBeNull();
    await expect(canvas.getByText(first.name)).toBeVisible();
  },
};
