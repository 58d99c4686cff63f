import type { Meta, StoryObj } from '@storybook/react-vite';
import { CartButton } from './cart-button';
import { CartMenu, CartPopover, type CartMenuItem } from './cart-popover';

const items: CartMenuItem[] = [
  { packageId: 7, name: 'Plan Emprendedor', price: 119_000, quantity: 2, total: 238_000 },
  { packageId: 9, name: 'Documentos adicionales', price: 59_500, quantity: 1, total: 59_500 },
];

function Popover(props: { empty?: boolean }) {
  const shown = props.empty ? [] : items;
  return (
    <div style={{ padding: 24, display: 'flex', justifyContent: 'flex-end' }}>
      <CartPopover items={shown} subtotal={shown.reduce((sum, item) => sum + item.total, 0)} onPay={() => undefined}>
        <CartButton count={shown.length} />
      </CartPopover>
    </div>
  );
}

const meta = { title: 'Storefront/Cart/CartPopover', component: Popover, args: {} } satisfies Meta<typeof Popover>;

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
