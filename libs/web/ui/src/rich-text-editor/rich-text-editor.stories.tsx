import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RichTextEditor } from './rich-text-editor';

function Stateful(props: { initial: string; maxPlainLength: number; disabled?: boolean }) {
  const [value, setValue] = useState(props.initial);
  return (
    <div style={{ padding: 24, maxWidth: 560 }}>
      <RichTextEditor
        aria-label="Resumen"
        value={value}
        onChange={setValue}
        maxPlainLength={props.maxPlainLength}
        disabled={props.disabled}
      />
    </div>
  );
}

const meta = {
  title: 'Back office/RichTextEditor',
  parameters: {
    docs: {
      description: {
        component:
          'Un editor de texto con formato (negrita, listas) y límite de caracteres visibles. Úsalo para descripciones de paquetes del back office; para texto plano, un TextArea.',
      },
    },
  },
  component: Stateful,
  args: { initial: '<p><b>Facturación electrónica</b> ilimitada para tu empresa.</p>', maxPlainLength: 250 },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Summary: Story = {};
export const Disabled: Story = { args: { disabled: true } };
