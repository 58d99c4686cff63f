import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExpiredPlanResult } from './expired-plan-result';

const meta = {
  title: 'Storefront/My plan/ExpiredPlanResult',
  parameters: {
    docs: {
      description: {
        component:
          'El aviso de plan vencido (o de que nunca hubo uno) con el botón para adquirir. Úsalo en Mi plan en lugar de las cifras cuando no hay plan vigente.',
      },
    },
  },
  component: ExpiredPlanResult,
  args: { onAcquire: fn() },
} satisfies Meta<typeof ExpiredPlanResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {};

export const NeverHadAPlan: Story = { args: { reason: 'none' } };
