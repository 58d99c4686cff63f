import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ContractedServiceItem } from './contracted-service-item';
import { ContractedServicesForm, type ContractedServicesFormProps } from './contracted-services-form';
import {
  CREDENTIAL_DELIVERY_TYPES,
  DEVICE_ITEMS,
  DEVICE_SERVICE_OPTIONS,
  DEVICE_TYPES,
  MAX_VALIDITY_AMOUNTS,
  SERVICE_ITEMS,
  SERVICE_OPTIONS,
  VALIDITY_TYPES,
} from './contracted-services.fixtures';

/** The list lives in the story's state, so adding, editing and deleting lines works. */
function StatefulForm(args: ContractedServicesFormProps) {
  const [items, setItems] = useState<ContractedServiceItem[]>([...args.items]);
  return (
    <ContractedServicesForm
      {...args}
      items={items}
      onItemsChange={(next) => {
        setItems(next);
        args.onItemsChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Back office/ContractedServicesForm',
  parameters: {
    docs: {
      description: {
        component:
          'Las líneas de servicios o dispositivos de un licenciamiento. Úsalo en el formulario de licencia y en el paso de servicios del asistente de convenios.',
      },
    },
  },
  component: ContractedServicesForm,
  args: {
    variant: 'service',
    services: SERVICE_OPTIONS,
    validityTypes: VALIDITY_TYPES,
    maxValidityAmounts: MAX_VALIDITY_AMOUNTS,
    deviceTypes: DEVICE_TYPES,
    credentialDeliveryTypes: CREDENTIAL_DELIVERY_TYPES,
    maxReassignmentQuota: 5,
    items: [],
    onItemsChange: fn(),
  },
  render: (args) => <StatefulForm {...args} />,
  decorators: [
    (Story) => (
      <div style={{ padding: 32, maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractedServicesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Service variant of the licence app form: quantity with the "Cantidad ilimitada" switch, validity type and amount. */
export const ServiceVariant: Story = {};

/** Service variant with a counted and an unlimited line. */
export const ServiceVariantWithLines: Story = { args: { items: SERVICE_ITEMS } };

/** The "Convenios" wizard's service variant, whose switch reads "Ilimitado". */
export const WizardServiceVariant: Story = { args: { items: SERVICE_ITEMS, texts: { unlimited: 'Ilimitado' } } };

/** Device-based variant: reassignment quota, device type and credentials delivery type. */
export const DeviceVariant: Story = { args: { variant: 'device', services: DEVICE_SERVICE_OPTIONS } };

/** Device-based variant with a line. */
export const DeviceVariantWithLines: Story = { args: { variant: 'device', services: DEVICE_SERVICE_OPTIONS, items: DEVICE_ITEMS } };

/** "Guardar servicio" with nothing filled names the four missing fields and adds no line. */
export const SaveEmptyLine: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('No hay servicios agregados aún.')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar servicio' }));
    await expect(await canvas.findAllByText('Campo obligatorio')).toHaveLength(4);
    await waitFor(() => expect(canvas.getByText('No hay servicios agregados aún.')).toBeVisible());
    await expect(args.onItemsChange).not.toHaveBeenCalled();
  },
};

/** "Cantidad ilimitada", switched with the keyboard, empties and locks the quantity. */
export const UnlimitedWithTheKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByLabelText('Cantidad');
    await userEvent.type(quantity, '25');
    canvas.getByRole('switch', { name: 'Cantidad ilimitada' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: 'Cantidad ilimitada' })).toBeChecked();
    await expect(quantity).toBeDisabled();
    await expect(quantity).toHaveValue('');
  },
};

/**
 * The wizard's services step, as a person edits its table: "Editar servicio" on a line fills the editor; an amount
 * above the type's maximum (24 months) is cleared with the reason in Spanish; 18 is kept, "Actualizar servicio"
 * writes it into the line; "Eliminar servicio" removes the other line.
 */
export const WizardEditAndDeleteLines: Story = {
  args: { items: SERVICE_ITEMS, texts: { unlimited: 'Ilimitado' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rowOf = (name: string) => canvas.getByRole('cell', { name }).closest('tr') as HTMLElement;
    await userEvent.click(within(rowOf('Facturas 1000')).getByRole('button', { name: 'Editar servicio' }));
    const amount = canvas.getByLabelText('Cantidad de Vigencia');
    await waitFor(() => expect(amount).toHaveValue('12'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '30');
    await waitFor(() =>
      expect(canvas.getByText('Se borró la cantidad de vigencia: el máximo para este tipo de vigencia es 24.')).toBeVisible(),
    );
    await expect(amount).toHaveValue('');
    await userEvent.type(amount, '18');
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar servicio' }));
    await waitFor(() => expect(within(rowOf('Facturas 1000')).getByRole('cell', { name: '18' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Guardar servicio' })).toBeVisible();
    await userEvent.click(within(rowOf('Facturas ilimitadas')).getByRole('button', { name: 'Eliminar servicio' }));
    await waitFor(() => expect(canvas.queryByRole('cell', { name: 'Facturas ilimitadas' })).toBeNull());
    await expect(args.onItemsChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ productService: 'FE-1000', validityService: 'M', validityAmount: 18 }),
    ]);
  },
};
