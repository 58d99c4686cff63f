import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form } from 'antd';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TermsCheckbox, type TermsCheckboxProps } from './terms-checkbox';

function InForm(props: TermsCheckboxProps) {
  return (
    <Form style={{ padding: 24 }}>
      <TermsCheckbox {...props} />
      <Button htmlType="submit">Validar</Button>
    </Form>
  );
}

const meta = {
  title: 'Storefront/TermsCheckbox',
  parameters: {
    docs: {
      description: {
        component:
          'La casilla de aceptación de la política de datos y los términos, obligatoria, con sus enlaces. Úsalo al final de los datos del cliente, dentro del Form de la compra.',
      },
    },
  },
  component: InForm,
  args: { policyUrl: 'https://example.com/politica', termsUrl: 'https://example.com/terminos' },
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Disabled: Story = { args: { disabled: true } };

/**
 * "Validar" without the acceptance says what is missing, in Spanish; checking the box with Space clears the message.
 * The links open the policy and the terms in a new tab.
 */
export const AcceptWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = 'Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.';
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    await waitFor(() => expect(canvas.getByText(message)).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Política de Tratamiento de Datos Personales' })).toHaveAttribute('target', '_blank');
    canvas.getByRole('checkbox').focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await waitFor(() => expect(canvas.queryByText(message)).toBeNull());
  },
};
