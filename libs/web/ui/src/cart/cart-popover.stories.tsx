import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CartButton } from './cart-button';
import { CartMenu, CartPopover, type CartMenuItem } from './cart-popover';

const items: CartMenuItem[] = [
  { packageId: 7, name: 'Plan Emprendedor', price: 119_000, quantity: 2, total: 238_000 },
  { packageId: 9, name: 'Documentos adicionales', price: 59_500, quantity: 1, total: 59_500 },
];

function Popover(props: { empty?: boolean; onPay?: () => void }) {
  const shown = props.empty ? [] : items;
  return (
    <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end' }}>
      <CartPopover items={shown} subtotal={shown.reduce((sum, item) => sum + item.total, 0)} onPay={props.onPay ?? (() => undefined)}>
        <CartButton count={shown.length} />
      </CartPopover>
    </div>
  );
}

const meta = {
  title: 'Storefront/Cart/CartPopover',
  parameters: {
    docs: {
      description: {
        component:
          'El carrito en pocas líneas bajo el botón de la cabecera, con el subtotal y "Pagar". Úsalo en la cabecera de la tienda; para cambiar cantidades o aplicar un código, CartModal.',
      },
    },
  },
  component: Popover,
  args: { onPay: fn() },
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const Empty: Story = { args: { empty: true } };
export const MenuOnly: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <CartMenu items={items} subtotal={297_500} onPay={() => undefined} />
    </div>
  ),
};

/** From the keyboard: Enter on the cart button opens the menu with each line, the subtotal and "Pagar", which pays. */
export const OpenAndPay: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Ver carrito de compras/ });
    await expect(button).toHaveAccessibleName('Ver carrito de compras 2');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await screen.findByTestId('cart-menu'));
    await waitFor(() => expect(menu.getByText('Plan Emprendedor')).toBeVisible());
    await expect(menu.getByText(/119\.000 x 2/)).toBeVisible();
    await expect(menu.getByTestId('cart-menu-subtotal')).toHaveTextContent(/297\.500/);
    await userEvent.click(menu.getByRole('button', { name: 'Pagar' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** An empty cart says so, and "Pagar" cannot be used. */
export const OpenEmpty: Story = {
  args: { empty: true },
  play: async ({ canvasElement, args }) => {
    // Pointing at the cart button opens its menu.
    await userEvent.hover(within(canvasElement).getByRole('button', { name: /Ver carrito de compras/ }));
    const menu = within(await screen.findByTestId('cart-menu'));
    await waitFor(() => expect(menu.getByText('¡Tu carrito está vacío!')).toBeVisible());
    await waitFor(() => expect(menu.getByRole('button', { name: 'Pagar' })).toBeDisabled());
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};
