import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, Form } from 'antd';
import { legalRepresentativeDocumentTypeIds } from '@lic/shared-rules';
import { sampleAddresses, sampleDepartments, sampleDocumentTypes } from './customer-form.fixtures';
import { CustomerFields, type CustomerFieldsProps } from './customer-fields';
import type { CustomerValues } from './customer-values';
import { TermsCheckbox } from './terms-checkbox';

const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), 400));

function InForm(props: CustomerFieldsProps & { initial?: CustomerValues }) {
  const { initial, ...fields } = props;
  return (
    <Form layout="vertical" initialValues={{ [fields.name]: initial }} style={{ maxWidth: 720, padding: 24 }}>
      <CustomerFields {...fields} />
      <TermsCheckbox policyUrl="https://example.com/politica" termsUrl="https://example.com/terminos" />
      <Button type="primary" htmlType="submit">
        Validar
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Storefront/CustomerFields',
  parameters: {
    docs: {
      description: {
        component:
          'Los datos del cliente de la compra (persona natural o jurídica, documento, contacto, ubicación). Úsalo dentro de un Form de antd, con los términos al final.',
      },
    },
  },
  component: InForm,
  args: {
    name: 'service',
    documentTypes: sampleDocumentTypes,
    departments: sampleDepartments,
    legalRepresentativeDocumentTypeIds: legalRepresentativeDocumentTypeIds('colfactura'),
    blockedDomains: ['mailinator.com'],
    lookupLegalName: () => later('Comercializadora Andina S.A.S.'),
    searchAddress: (query: string) => later(sampleAddresses.filter((address) => address.fulladdress.includes(query))),
  },
} satisfies Meta<typeof InForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NaturalPerson: Story = { args: { initial: { personType: 'N', documentTypeId: 1 } } };
export const LegalPerson: Story = {
  args: { initial: { personType: 'J', documentTypeId: 4, documentNumber: '900123456', legalName: 'Comercializadora Andina S.A.S.' } },
};
export const FirmayaLegalRepresentative: Story = {
  args: {
    legalRepresentativeDocumentTypeIds: legalRepresentativeDocumentTypeIds('firmaya'),
    initial: { personType: 'J', documentTypeId: 4 },
  },
};
export const Locked: Story = {
  args: {
    disabled: true,
    initial: {
      personType: 'N',
      documentTypeId: 1,
      documentNumber: '1020304050',
      firstName: 'Ana',
      lastName: 'Pérez',
      cellphoneNumber: '3001234567',
      email: 'ana.perez@example.com',
      fulladdress: 'Calle 10 # 43-20',
      departmentId: 5,
      cityId: 5001,
    },
  },
};
export const Optional: Story = { args: { required: false } };

/** "Validar" with the section empty and a blocked e-mail domain: each field says what is wrong, in Spanish. */
export const RequiredFields: Story = {
  args: { initial: { personType: 'N', documentTypeId: 1 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), 'ana.perez@mailinator.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Validar' }));
    await expect((await canvas.findAllByText('Campo obligatorio')).length).toBeGreaterThan(0);
    // Each empty required field says so under itself, and only those.
    const empty = ['Número de documento', 'Nombres', 'Apellidos', 'Teléfono', 'Dirección', 'Departamento', 'Ciudad'];
    for (const label of empty) await expect(canvas.getByLabelText(label).closest('.ant-form-item')).toHaveTextContent('Campo obligatorio');
    await expect(canvas.getAllByText('Campo obligatorio')).toHaveLength(empty.length);
    await waitFor(() => expect(canvas.getByText('El dominio de correo ingresado no es permitido.')).toBeVisible());
    await waitFor(() =>
      expect(canvas.getByText('Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.')).toBeVisible(),
    );
  },
};
