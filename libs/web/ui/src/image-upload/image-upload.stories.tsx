import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ImageUpload, type UploadedImage } from './image-upload';

function Stateful(props: { initial: UploadedImage | null; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ padding: 24, maxWidth: 420 }}>
      <ImageUpload value={value} onChange={setValue} disabled={props.disabled} />
    </div>
  );
}

const meta = {
  title: 'Back office/ImageUpload',
  parameters: {
    docs: {
      description: {
        component:
          'Subir una imagen con vista previa, tipo y peso comprobados. Úsalo para logos e imágenes de paquetes del back office; para otros archivos, FileAttach.',
      },
    },
  },
  component: Stateful,
  args: { initial: null },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const StoredPdf: Story = { args: { initial: { fileName: 'condiciones-oferta.pdf', url: '/files/condiciones-oferta.pdf' } } };
