import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ContractPackageDetailPanel } from './contract-package-detail-panel';
import { ContractedProductsList } from './contracted-products-list';
import { COUNTED_PACKAGE_DETAIL, DASHBOARD_ENTRIES, UNLIMITED_PACKAGE_DETAIL } from './contracted-products.fixtures';

const meta = {
  title: 'Storefront/Productos adquiridos/ContractedProductsList',
  component: ContractedProductsList,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 1000 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    entries: DASHBOARD_ENTRIES,
    renderDetail: (_entry, contractedPackage) => (
      <ContractPackageDetailPanel
        detail={contractedPackage.packageCode.includes('ILIM') ? UNLIMITED_PACKAGE_DETAIL : COUNTED_PACKAGE_DETAIL}
        onMovements={fn()}
      />
    ),
  },
} satisfies Meta<typeof ContractedProductsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Products: Story = {};
export const Empty: Story = { args: { entries: [] } };
export const Loading: Story = { args: { loading: true } };
