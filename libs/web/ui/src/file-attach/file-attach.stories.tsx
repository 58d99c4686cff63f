import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileAttach } from './file-attach';

const meta = {
  title: 'Storefront/Purchase summary/FileAttach',
  parameters: {
    docs: {
      description: {
        component:
          'Adjuntar un archivo (comprobante de pago) con su progreso y el error en español. Úsalo cuando un paso pide un documento; para imágenes con vista previa, ImageUpload.',
      },
    },
  },
  component: FileAttach,
  args: {
    buttonText: 'Adjuntar Comprobante',
    upload: () => new Promise<void>((resolve) => setTimeout(resolve, 500)),
  },
} satisfies Meta<typeof FileAttach>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Attached: Story = { args: { attachedFileName: 'consignacion-bancolombia.pdf', onOpenAttached: () => undefined } };
export const FailingServer: Story = {
  args: { buttonText: 'Adjuntar RUT', upload: () => Promise.reject(new Error('No se ha podido cargar el comprobante de pago.')) },
};
export const Disabled: Story = { args: { disabled: true } };
