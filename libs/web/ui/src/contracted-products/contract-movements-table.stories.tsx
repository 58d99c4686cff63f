import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContractMovementsTable } from './contract-movements-table';
import { DASHBOARD_MOVEMENTS } from './contracted-products.fixtures';

const meta = {
  title: 'Storefront/Productos adquiridos/ContractMovementsTable',
  component: ContractMovementsTable,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
  args: { movements: DASHBOARD_MOVEMENTS },
} satisfies Meta<typeof ContractMovementsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Movements: Story = {};
export const Empty: Story = { args: { movements: [] } };
