import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { CartPromoCodeForm } from './cart-promo-code-form';

function Stateful(props: { disabled?: boolean }) {
  const [loading, setLoading] = useState(false);
  return (
    <div style={{ padding: 24 }}>
      <CartPromoCodeForm
        disabled={props.disabled}
        loading={loading}
        onApply={() => {
          setLoading(true);
          setTimeout(() => setLoading(false), 1200);
        }}
      />
    </div>
  );
}

const meta = { title: 'Storefront/Cart/CartPromoCodeForm', component: Stateful, args: {} } satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const EmptyCart: Story = { args: { disabled: true } };
