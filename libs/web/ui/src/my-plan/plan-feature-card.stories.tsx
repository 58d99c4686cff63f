import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeeMonthSelect } from './employee-month-select';
import { PlanFeatureCard } from './plan-feature-card';

const meta = {
  title: 'Storefront/My plan/PlanFeatureCard',
  parameters: {
    docs: {
      description: {
        component:
          'Una característica del plan: total, disponible y usado, con "Comprar más". Úsalo en Mi plan, una tarjeta por característica.',
      },
    },
  },
  component: PlanFeatureCard,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    title: 'Documentos',
    featureCode: 'COLFACTURA_DOCUMENTO',
    logoType: 'FileTextOutlined',
    total: '1.000',
    available: '130',
    used: '870',
    onBuyMore: fn(),
  },
} satisfies Meta<typeof PlanFeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Documents: Story = {};
export const Unlimited: Story = {
  args: { title: 'Usuarios', featureCode: 'COLFACTURA_USUARIO', logoType: '', total: 'Ilimitadas', available: 'Ilimitadas', used: '4' },
};
export const EmployeeMonth: Story = {
  args: {
    title: 'Empleados',
    featureCode: 'COLNOMINA_EMPLEADO',
    logoType: 'TeamOutlined',
    total: '50',
    available: '12',
    used: '38',
    children: (
      <EmployeeMonthSelect
        months={[
          { nameMonth: 'Enero', year: 2026, month: 1 },
          { nameMonth: 'Febrero', year: 2026, month: 2 },
        ]}
        value="2026-2"
        onChange={fn()}
      />
    ),
  },
};
export const Loading: Story = { args: { loading: true } };
