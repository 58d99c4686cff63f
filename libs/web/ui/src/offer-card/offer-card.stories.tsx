import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { OfferCard, packageValidityLine } from './offer-card';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const meta = {
  title: 'Storefront/OfferCard',
  // The countdown's figures change every second: the screenshots paint them over and compare the rest.
  parameters: {
    docs: {
      description: {
        component:
          'Una oferta con su descuento, precio, vigencia, cuenta regresiva y "¡COMPRAR YA!". Úsalo para las ofertas de temporada de la portada; para planes sin oferta, CataloguePackageCard.',
      },
    },
    visual: { mask: ['[role="timer"] [data-unit] > div:first-child'] },
  },
  component: OfferCard,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Plan Pyme oferta de temporada',
    offerTypeCode: 'PTJ',
    totalOffer: 20,
    price: 890_000,
    offerPrice: 712_000,
    validity: packageValidityLine('A', '1 año'),
    expiresAt: inDays(12.4),
    onBuy: fn(),
  },
} satisfies Meta<typeof OfferCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {};
export const Value: Story = { args: { offerTypeCode: 'VLR', totalOffer: 650_000, offerPrice: 650_000 } };
export const UnlimitedValidity: Story = { args: { validity: packageValidityLine('I', 'Ilimitado') } };
export const Ended: Story = { args: { expiresAt: inDays(-1) } };
export const Buying: Story = { args: { buying: true } };
