import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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

const meta = {
  title: 'Storefront/Cart/CartPromoCodeForm',
  parameters: {
    docs: {
      description: {
        component:
          'El campo de código promocional del carrito. Úsalo bajo las líneas del carrito; queda deshabilitado con el carrito vacío y muestra «Cargando» mientras se valida el código.',
      },
    },
  },
  component: Stateful,
  args: {},
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const EmptyCart: Story = { args: { disabled: true } };

/** "Aplicar" waits for a code; Enter applies it and the button reads "Cargando" while it is checked, then "Aplicar" again. */
export const ApplyWithEnter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    const code = canvas.getByRole('textbox', { name: 'Código promocional' });
    await expect(code).toHaveAttribute('maxLength', '20');
    await userEvent.type(code, 'NAVIDAD24');
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Cargando' })).toBeDisabled();
    // Once the code is checked the button is back, and the screenshots catch a settled form.
    await expect(await canvas.findByRole('button', { name: 'Aplicar' }, { timeout: 5000 })).toBeEnabled();
  },
};

/** With an empty cart neither the field nor the button can be used. */
export const EmptyCartIsLocked: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Código promocional' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  },
};
