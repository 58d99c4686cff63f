import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmployeeMonthSelect } from './employee-month-select';

const meta = {
  title: 'Storefront/My plan/EmployeeMonthSelect',
  parameters: {
    docs: {
      description: {
        component:
          'El mes de empleados a consultar en Mi plan de nómina. Úsalo sobre la tarjeta de empleados; sin meses disponibles queda deshabilitado.',
      },
    },
  },
  component: EmployeeMonthSelect,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    months: [
      { nameMonth: 'Diciembre', year: 2025, month: 12 },
      { nameMonth: 'Enero', year: 2026, month: 1 },
      { nameMonth: 'Febrero', year: 2026, month: 2 },
    ],
    value: '2026-2',
    onChange: fn(),
  },
} satisfies Meta<typeof EmployeeMonthSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Chosen: Story = {};
export const NoMonths: Story = { args: { months: [], value: null } };
