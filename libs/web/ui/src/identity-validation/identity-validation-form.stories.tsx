import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { IdentityValidationForm } from './identity-validation-form';

function Stateful(props: { disabled?: boolean }) {
  const [submitting, setSubmitting] = useState(false);
  return (
    <div style={{ padding: 24, maxWidth: 720 }}>
      <IdentityValidationForm
        disabled={props.disabled}
        submitting={submitting}
        privacyPolicyUrl="https://example.com/politica"
        termsUrl="https://example.com/terminos"
        onSubmit={() => {
          setSubmitting(true);
          setTimeout(() => setSubmitting(false), 1200);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Storefront/Cart/IdentityValidationForm',
  parameters: {
    docs: {
      description: { component: 'Los datos del titular para la validación de identidad. Úsalo antes de pagar productos que la exigen.' },
    },
  },
  component: Stateful,
  args: {},
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const EmptyCart: Story = { args: { disabled: true } };

/** "Continuar" without the data nor the terms is refused; the mobile keeps digits only and wants ten of them. */
export const MissingData: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(3);
    await waitFor(() =>
      expect(canvas.getByText('Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.')).toBeVisible(),
    );
    const mobile = canvas.getByLabelText('Número de celular');
    await userEvent.type(mobile, '300-123 45');
    await expect(mobile).toHaveValue('30012345');
    await waitFor(async () => expect(await canvas.findByText('Debe ingresar un número de celular válido de 10 dígitos.')).toBeVisible());
  },
};
