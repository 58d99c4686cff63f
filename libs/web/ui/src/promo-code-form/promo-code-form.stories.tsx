import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PromoCodeForm } from './promo-code-form';

const userTypes = [
  { id: 1, typeUser: 'Todos los usuarios' },
  { id: 2, typeUser: 'Usuarios nuevos' },
  { id: 3, typeUser: 'Usuarios en prueba' },
];
const packages = [
  { id: 7, packageName: 'Plan Emprendedor' },
  { id: 8, packageName: 'Plan Empresarial' },
  { id: 9, packageName: 'Documentos adicionales' },
];

const meta = {
  title: 'Back office/PromoCodeForm',
  parameters: {
    docs: { description: { component: 'Crear o editar un código promocional en el back office, en una ventana.' } },
  },
  component: PromoCodeForm,
  args: { open: true, onOpenChange: fn(), userTypes, packages, onSubmit: fn(async () => true) },
} satisfies Meta<typeof PromoCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {};
export const EditMonthly: Story = {
  args: {
    promoCode: {
      id: 42,
      promotionCode: 'BIENVENIDA',
      descriptionPromotionCode: 'Descuento del primer mes para clientes nuevos',
      useQuantity: 50,
      idstate: 0,
      applyTotalPurchase: false,
      applyProduct: true,
      offerTypeCode: 'PTJ',
      offerValue: 20,
      effectiveStartDate: '2030-01-01',
      expirationDate: '2030-01-20',
      periodicityType: 'MONTHLY',
      periodicityQuantity: 1,
      endPeriodicityDate: '2030-06-30',
      typeUserId: 1,
      packagesId: [7, 8],
    },
    audit: { createdBy: 'Ana Ríos', createdOn: '2029-12-01T15:00:00Z', modifiedBy: 'Luis Peña', modifiedOn: '2029-12-15T21:30:00Z' },
  },
};
