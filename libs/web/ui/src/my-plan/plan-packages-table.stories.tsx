import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePlanRecord } from './my-plan.fixtures';
import { PlanPackagesTable } from './plan-packages-table';

const meta = {
  title: 'Storefront/My plan/PlanPackagesTable',
  parameters: {
    docs: {
      description: {
        component:
          'Los paquetes complementarios de un plan con vigencia y estado (próximo a vencer). Úsalo bajo las tarjetas de Mi plan; en un teléfono sus filas se apilan.',
      },
    },
  },
  component: PlanPackagesTable,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 800 }}>
        <Story />
      </div>
    ),
  ],
  args: { title: 'Paquetes complementarios', packages: samplePlanRecord().packagesActiveInfo },
} satisfies Meta<typeof PlanPackagesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNearToExpire: Story = {};
export const Empty: Story = { args: { packages: [] } };
