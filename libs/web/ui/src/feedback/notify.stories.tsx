import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Space } from 'antd';
import { notify } from './notify';

function NotifyButtons() {
  return (
    <Space wrap style={{ padding: 32 }}>
      <Button onClick={() => notify.success('El código promocional ha sido aplicado a su compra.')}>Éxito</Button>
      <Button onClick={() => notify.warning('No se puede aplicar el código promocional al paquete seleccionado.')}>Advertencia</Button>
      <Button danger onClick={() => notify.error('No hay respuesta por parte del servidor. Por favor intente más tarde.')}>
        Error
      </Button>
      <Button onClick={() => notify.info('Se ha enviado la orden de pedido a tu correo electrónico')}>Información</Button>
    </Space>
  );
}

/** Top-right notices that hide after 7 s, at most 3 at once. */
const meta = {
  title: 'Feedback/notify',
  parameters: {
    docs: {
      description: {
        component:
          'Las notificaciones de éxito, error, aviso e información con la marca de la tienda. Úsalo tras una acción que no cambia de pantalla; para errores de un campo, el mensaje bajo el campo.',
      },
    },
  },
  component: NotifyButtons,
} satisfies Meta<typeof NotifyButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Kinds: Story = {};
