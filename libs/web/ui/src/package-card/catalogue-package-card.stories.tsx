import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CataloguePackageCard } from './catalogue-package-card';

const meta = {
  title: 'Storefront/CataloguePackageCard',
  parameters: {
    docs: {
      description: {
        component:
          'Un plan o paquete del catálogo con sus características, precio, "Comprar ya" y "Agregar al carrito". Úsalo en la portada y el catálogo de la tienda.',
      },
    },
  },
  component: CataloguePackageCard,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    name: 'Plan Pyme',
    packageTypeId: 1,
    price: 890_000,
    publicVisibility: true,
    features: [
      { key: 1, label: 'Documentos electrónicos', quantity: 500 },
      { key: 2, label: 'Usuarios', quantity: 3 },
      { key: 3, label: 'Soporte prioritario', quantity: 1 },
    ],
    onBuyNow: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof CataloguePackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Base: Story = {};
export const DiscountedPrivate: Story = {
  args: {
    name: 'Plan Corporativo Andina',
    price: 4_500_000,
    discountedPrice: 3_600_000,
    publicVisibility: false,
    features: [
      { key: 1, label: 'Documentos electrónicos', quantity: 1_000_000 },
      { key: 2, label: 'Usuarios', quantity: 25 },
    ],
  },
};
export const EmployeeTiers: Story = {
  args: { name: 'Nómina Básica', price: 420_000, fromPrice: true, features: [{ key: 1, label: 'Empleados', quantity: 25 }] },
};
export const Complementary: Story = {
  args: {
    name: 'Almacenamiento adicional',
    packageTypeId: 3,
    price: 90_000,
    features: [{ key: 1, label: 'Almacenamiento', quantity: 5, unit: 'GB' }],
  },
};
export const Busy: Story = { args: { busy: true } };
