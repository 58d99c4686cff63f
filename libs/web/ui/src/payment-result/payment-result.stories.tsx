import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { PaymentRecheckCountdown, PaymentResult } from './payment-result';

const meta = {
  title: 'Storefront/Payment status/PaymentResult',
  parameters: {
    docs: {
      description: {
        component:
          'El resultado de un pago (exitoso, pendiente, rechazado) con su mensaje y acciones. Úsalo en la página de vuelta de la pasarela de pagos.',
      },
    },
  },
  component: PaymentResult,
  args: {
    kind: 'success',
    title: '¡Pago exitoso!',
    message: 'Tu pago ha sido aprobado y tu licencia está activa.',
    actions: <Button type="primary">Ir a Colfactura</Button>,
  },
} satisfies Meta<typeof PaymentResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Activation: Story = { args: { title: '¡Activación exitosa!', message: 'Tu licencia ha sido activada.' } };
export const Failure: Story = {
  args: {
    kind: 'failure',
    title: '¡Lo sentimos!',
    message: 'Tu pago ha sido rechazado.',
    actions: <Button type="primary">Volver a la tienda</Button>,
  },
};
export const PendingPolling: Story = {
  args: {
    kind: 'pending',
    title: '¡Licencia pendiente por activar!',
    message: 'Tu pago está pendiente de confirmación.',
    actions: undefined,
    children: <PaymentRecheckCountdown secondsLeft={7} totalSeconds={10} rechecks={2} maxRechecks={6} />,
  },
};
export const PendingChecking: Story = {
  args: { ...PendingPolling.args, children: <PaymentRecheckCountdown secondsLeft={null} totalSeconds={10} rechecks={3} maxRechecks={6} /> },
};
export const PendingWithoutPolling: Story = {
  args: {
    kind: 'pending',
    title: '¡Licencia pendiente por activar!',
    message: 'Tu orden de compra está pendiente del pago en efectivo.',
    actions: <Button type="primary">Aceptar</Button>,
  },
};
