import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { samplePlanRecord, suspendedPlanRecord } from './my-plan.fixtures';
import { PurchasedPlan } from './purchased-plan';

const meta = {
  title: 'Storefront/My plan/PurchasedPlan',
  parameters: {
    docs: {
      description: {
        component:
          'Mi plan completo: tarjetas de características, paquetes y estado (vigente o suspendido). Úsalo como contenido de la página Mi plan.',
      },
    },
  },
  component: PurchasedPlan,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 1200 }}>
        <Story />
      </div>
    ),
  ],
  args: { record: samplePlanRecord(), onBuyMore: fn() },
} satisfies Meta<typeof PurchasedPlan>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colfactura: Story = {};
export const WithoutComplementaryPackages: Story = {
  args: { record: samplePlanRecord({ packagesActiveInfo: samplePlanRecord().packagesActiveInfo.slice(0, 1) }) },
};
export const Suspended: Story = { args: { record: suspendedPlanRecord() } };
