import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContractPackageDetailPanel } from './contract-package-detail-panel';
import { COUNTED_PACKAGE_DETAIL, PACKAGE_DETAIL_AFTER_A_PLAN, UNLIMITED_PACKAGE_DETAIL } from './contracted-products.fixtures';

const meta = {
  title: 'Storefront/Productos adquiridos/ContractPackageDetailPanel',
  parameters: {
    docs: {
      description: {
        component:
          'Las cifras de un paquete contratado (total, disponible, usado), el botón "Movimientos" y, si aplica, los planes que se consumen primero. Úsalo dentro de "Ver detalle" de ContractedProductsList.',
      },
    },
  },
  component: ContractPackageDetailPanel,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  args: { detail: COUNTED_PACKAGE_DETAIL, onMovements: fn() },
} satisfies Meta<typeof ContractPackageDetailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counted: Story = {};
export const Unlimited: Story = { args: { detail: UNLIMITED_PACKAGE_DETAIL } };
export const AfterAStorePlan: Story = { args: { detail: PACKAGE_DETAIL_AFTER_A_PLAN } };
export const FailedLookup: Story = { args: { detail: null } };
export const Loading: Story = { args: { detail: null, loading: true } };
