import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleLines } from './cart.fixtures';
import { CartModal, type CartModalProps } from './cart-modal';

type Args = Pick<CartModalProps, 'embedded' | 'loading' | 'showIntegrationNote' | 'integrationContactEmail'> & {
  withPromo: boolean;
  items: 'two' | 'one' | 'none';
};

function Stateful(args: Args) {
  const [lines, setLines] = useState(args.items === 'none' ? [] : args.items === 'one' ? [sampleLines[0]] : sampleLines);
  const [open, setOpen] = useState(true);
  const [applying, setApplying] = useState(false);
  return (
    <CartModal
      open={open}
      embedded={args.embedded}
      loading={args.loading}
      lines={lines}
      total={lines.reduce((sum, line) => sum + line.subtotal, 0)}
      promo={
        args.withPromo
          ? {
              loading: applying,
              onApply: () => {
                setApplying(true);
                setTimeout(() => setApplying(false), 1000);
              },
            }
          : null
      }
      showIntegrationNote={args.showIntegrationNote}
      integrationContactEmail={args.integrationContactEmail}
      onClose={() => setOpen(false)}
      onAddProducts={() => undefined}
      onContinue={() => undefined}
      onRemove={(packageId) => setLines((current) => current.filter((line) => line.packageId !== packageId))}
      onQuantityChange={(packageId, quantity) =>
        setLines((current) => current.map((line) => (line.packageId === packageId ? { ...line, quantity } : line)))
      }
    />
  );
}

const meta = {
  title: 'Storefront/Cart/CartModal',
  parameters: {
    docs: {
      description: {
        component:
          'El carrito de compras completo: líneas, código promocional, total y "Continuar". Úsalo en la ventana del carrito o incrustado en la página de compra; para un vistazo rápido desde la cabecera, CartPopover.',
      },
    },
  },
  component: Stateful,
  args: { withPromo: true, items: 'two' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoItems: Story = {};
export const OneItem: Story = { args: { items: 'one' } };
export const Empty: Story = { args: { items: 'none' } };
export const Processing: Story = { args: { loading: true } };
export const IntegrationNote: Story = { args: { showIntegrationNote: true, integrationContactEmail: 'ventas@colfactura.co' } };
export const Embedded: Story = { args: { embedded: true } };
/** At 390 px (iPhone 12) the lines stack as cards with discount, IVA, subtotal and the delete button in view. */
export const OnAPhone: Story = {
  parameters: { viewport: { options: INITIAL_VIEWPORTS } },
  globals: { viewport: { value: 'iphone12', isRotated: false } },
};

/**
 * A person changes a quantity with the keyboard, removes a line with Enter (the title becomes the remaining package's
 * name and the total drops to its subtotal), removes the last one (the empty cart cannot continue) and closes it
 * with "Cerrar".
 */
export const RemoveLinesAndClose: Story = {
  play: async () => {
    const [first, second] = sampleLines;
    const dialog = await screen.findByRole('dialog', undefined, { timeout: 5000 });
    const cart = within(dialog);
    await expect(cart.getByTestId('cart-total')).toHaveTextContent(/1\.214\.200/);
    const quantity = cart.getByRole('spinbutton', { name: `Cantidad ${first.name}` });
    await userEvent.click(quantity);
    await userEvent.keyboard('{ArrowUp}');
    await expect(quantity).toHaveValue(String(first.quantity + 1));
    cart.getByRole('button', { name: `Eliminar ${second.name}` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cart.queryByRole('button', { name: `Eliminar ${second.name}` })).toBeNull());
    await expect(cart.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(cart.getByTestId('cart-total')).toHaveTextContent(/214\.200/);
    await userEvent.click(cart.getByRole('button', { name: `Eliminar ${first.name}` }));
    await expect(await cart.findByText('¡Tu carrito está vacío!')).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    await userEvent.click(cart.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};
