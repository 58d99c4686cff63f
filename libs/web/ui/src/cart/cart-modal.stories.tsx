import type { Meta, StoryObj } from '@storybook/react-vite';
import { INITIAL_VIEWPORTS } from 'storybook/viewport';
import { useState } from 'react';
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
