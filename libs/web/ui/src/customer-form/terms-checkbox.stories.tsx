import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Form } from 'antd';
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
