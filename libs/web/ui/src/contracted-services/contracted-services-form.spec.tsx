import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { notification } from 'antd';
import { useState } from 'react';
import { ignorePseudoElementStyles } from '../testing/antd-test-styles';
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

jest.setTimeout(60_000);
// Validation messages appear after antd's async rules; on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

type HarnessProps = Partial<ContractedServicesFormProps> & {
  initial?: ContractedServiceItem[];
  onChange?: (items: ContractedServiceItem[]) => void;
};

/** The form with its list kept in state, like a screen would. */
function Harness({ initial = [], onChange, ...props }: HarnessProps) {
  const [items, setItems] = useState<ContractedServiceItem[]>(initial);
  const device = props.variant === 'device';
  return (
    <ContractedServicesForm
      variant="service"
      services={device ? DEVICE_SERVICE_OPTIONS : SERVICE_OPTIONS}
      validityTypes={VALIDITY_TYPES}
      maxValidityAmounts={MAX_VALIDITY_AMOUNTS}
      deviceTypes={DEVICE_TYPES}
      credentialDeliveryTypes={CREDENTIAL_DELIVERY_TYPES}
      items={items}
      onItemsChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

async function choose(label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function fill(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar servicio' });
const table = () => within(document.querySelector('.ant-table-tbody') as HTMLElement);
const row = (text: string) => table().getByText(text).closest('tr') as HTMLElement;
const dataRows = () => screen.getAllByRole('row').slice(1);

async function addServiceLine(service: string, quantity: string, validityType: string, amount: string) {
  await choose('Servicio', service);
  await fill('Cantidad', quantity);
  await choose('Tipo de Vigencia', validityType);
  await fill('Cantidad de Vigencia', amount);
  await user.click(saveButton());
}

describe('ContractedServicesForm', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  describe('service variant', () => {
    it('shows the service fields with the "Cantidad ilimitada" switch, the empty text and the required messages', async () => {
      render(<Harness />);
      expect(screen.getByText('No hay servicios agregados aún.')).toBeInTheDocument();
      expect(screen.getByRole('switch', { name: 'Cantidad ilimitada' })).not.toBeChecked();
      expect(screen.queryByLabelText('Cupo de reasignación')).toBeNull();
      expect(screen.queryByLabelText('Tipo de dispositivo')).toBeNull();
      expect(screen.queryByLabelText('Tipo de entrega de credenciales')).toBeNull();
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
        'Servicio',
        'Cantidad',
        'Tipo de Vigencia',
        'Cantidad de Vigencia',
        'Acciones',
      ]);

      await user.click(saveButton());
      expect(await screen.findAllByText('Campo obligatorio')).toHaveLength(4);
      expect(screen.getByText('No hay servicios agregados aún.')).toBeInTheDocument();
    });

    it('keeps the quantity between 1 and 100000000 with at most 9 characters, digits only', async () => {
      render(<Harness />);
      const quantity = screen.getByLabelText('Cantidad');
      expect(quantity).toHaveAttribute('maxLength', '9');
      await fill('Cantidad', '12a3');
      expect(quantity).toHaveValue('123');
      await fill('Cantidad', '0');
      expect(await screen.findByText('Debe ser un número entero entre 1 y 100000000.')).toBeInTheDocument();
      await fill('Cantidad', '100000000');
      await waitFor(() => expect(screen.queryByText('Debe ser un número entero entre 1 y 100000000.')).toBeNull());
      await fill('Cantidad', '100000001');
      expect(await screen.findByText('Debe ser un número entero entre 1 y 100000000.')).toBeInTheDocument();
    });

    it('keeps the validity amount within the maximum of its type (5 characters), clearing it when above and saying why', async () => {
      render(<Harness />);
      const amount = screen.getByLabelText('Cantidad de Vigencia');
      expect(amount).toHaveAttribute('maxLength', '5');
      await choose('Tipo de Vigencia', 'Meses');
      await fill('Cantidad de Vigencia', '30');
      await waitFor(() => expect(amount).toHaveValue(''));
      expect(await screen.findByText('Se borró la cantidad de vigencia: el máximo para este tipo de vigencia es 24.')).toBeInTheDocument();
      await fill('Cantidad de Vigencia', '24');
      expect(amount).toHaveValue('24');
      await waitFor(() => expect(screen.queryByText(/Se borró la cantidad de vigencia/)).toBeNull());
      await choose('Tipo de Vigencia', 'Años');
      await waitFor(() => expect(amount).toHaveValue(''));
      expect(await screen.findByText('Se borró la cantidad de vigencia: el máximo para este tipo de vigencia es 2.')).toBeInTheDocument();
      await fill('Cantidad de Vigencia', '0');
      expect(await screen.findByText('Debe ser un número entero entre 1 y 2.')).toBeInTheDocument();
    });

    it('"Cantidad ilimitada" clears and disables the quantity and the line shows "Ilimitada"', async () => {
      const onChange = jest.fn<(items: ContractedServiceItem[]) => void>();
      render(<Harness onChange={onChange} />);
      await choose('Servicio', 'Facturas ilimitadas');
      await fill('Cantidad', '500');
      await user.click(screen.getByRole('switch', { name: 'Cantidad ilimitada' }));
      expect(screen.getByLabelText('Cantidad')).toHaveValue('');
      expect(screen.getByLabelText('Cantidad')).toBeDisabled();
      await choose('Tipo de Vigencia', 'Años');
      await fill('Cantidad de Vigencia', '1');
      await user.click(saveButton());

      await waitFor(() => expect(row('Facturas ilimitadas')).toHaveTextContent(/Facturas ilimitadas.*Ilimitada.*Años.*1/));
      expect(onChange).toHaveBeenLastCalledWith([
        {
          identifierCode: 'FE-ILIM-1-A',
          productService: 'FE-ILIM',
          productServiceName: 'Facturas ilimitadas',
          quantityToAddService: 0,
          isSwitchEnabled: true,
          validityService: 'A',
          validityAmount: 1,
        },
      ]);
      // The editor is empty again, the switch off.
      expect(screen.getByRole('switch', { name: 'Cantidad ilimitada' })).not.toBeChecked();
      expect(screen.getByLabelText('Cantidad')).toBeEnabled();
    });

    it('adds lines with dots as thousands separators and refuses a duplicate (service + validity amount + type)', async () => {
      const onChange = jest.fn<(items: ContractedServiceItem[]) => void>();
      render(<Harness onChange={onChange} />);
      await addServiceLine('Facturas 1000', '1500000', 'Meses', '12');
      await waitFor(() => expect(row('Facturas 1000')).toHaveTextContent(/Facturas 1000.*1\.500\.000.*Meses.*12/));

      await addServiceLine('Facturas 1000', '5', 'Meses', '12');
      expect(await screen.findByText('Ya existe el producto en la lista.')).toBeInTheDocument();
      expect(dataRows()).toHaveLength(1);
      expect(onChange).toHaveBeenCalledTimes(1);

      // Another validity amount is another line.
      await fill('Cantidad de Vigencia', '6');
      await user.click(saveButton());
      await waitFor(() => expect(dataRows()).toHaveLength(2));
      expect(onChange.mock.lastCall?.[0].map((item) => item.identifierCode)).toEqual(['FE-1000-12-M', 'FE-1000-6-M']);
    });

    it('takes its texts as props', () => {
      render(<Harness texts={{ unlimited: 'Ilimitado', empty: 'Sin servicios' }} />);
      expect(screen.getByRole('switch', { name: 'Ilimitado' })).toBeInTheDocument();
      expect(screen.getByText('Sin servicios')).toBeInTheDocument();
    });
  });

  describe('edit, cancel and delete', () => {
    it('edits a row: the editor takes its values, its edit icon is disabled, "Actualizar servicio" replaces it', async () => {
      const onChange = jest.fn<(items: ContractedServiceItem[]) => void>();
      render(<Harness initial={SERVICE_ITEMS} onChange={onChange} />);
      const first = row('Facturas 1000');
      await user.click(within(first).getByRole('button', { name: 'Editar servicio' }));

      expect(within(first).getByRole('button', { name: 'Editar servicio' })).toBeDisabled();
      expect(within(row('Facturas ilimitadas')).getByRole('button', { name: 'Editar servicio' })).toBeEnabled();
      expect(screen.getByLabelText('Cantidad')).toHaveValue('1500000');
      expect(screen.getByLabelText('Cantidad de Vigencia')).toHaveValue('12');
      expect(screen.queryByRole('button', { name: 'Guardar servicio' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Cancelar edición' })).toBeInTheDocument();

      // Editing a line into the other one is a duplicate; into itself is not.
      await choose('Servicio', 'Facturas ilimitadas');
      await choose('Tipo de Vigencia', 'Años');
      await fill('Cantidad de Vigencia', '1');
      await user.click(screen.getByRole('button', { name: 'Actualizar servicio' }));
      expect(await screen.findByText('Ya existe el producto en la lista.')).toBeInTheDocument();
      expect(onChange).not.toHaveBeenCalled();

      await choose('Servicio', 'Facturas 1000');
      await choose('Tipo de Vigencia', 'Meses');
      await fill('Cantidad de Vigencia', '12');
      await fill('Cantidad', '2000');
      await user.click(screen.getByRole('button', { name: 'Actualizar servicio' }));
      await waitFor(() => expect(row('Facturas 1000')).toHaveTextContent(/Facturas 1000.*2\.000.*Meses.*12/));
      expect(dataRows()).toHaveLength(2);
      expect(onChange.mock.lastCall?.[0][0]).toMatchObject({ identifierCode: 'FE-1000-12-M', quantityToAddService: 2000 });
      expect(screen.getByRole('button', { name: 'Guardar servicio' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancelar edición' })).toBeNull();
      expect(screen.getByLabelText('Cantidad')).toHaveValue('');
    });

    it('"Cancelar edición" empties the editor and leaves the list as it was', async () => {
      const onChange = jest.fn<(items: ContractedServiceItem[]) => void>();
      render(<Harness initial={SERVICE_ITEMS} onChange={onChange} />);
      await user.click(within(row('Facturas ilimitadas')).getByRole('button', { name: 'Editar servicio' }));
      expect(screen.getByRole('switch', { name: 'Cantidad ilimitada' })).toBeChecked();
      expect(screen.getByLabelText('Cantidad')).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Cancelar edición' }));
      await waitFor(() => expect(screen.getByRole('switch', { name: 'Cantidad ilimitada' })).not.toBeChecked());
      expect(screen.getByLabelText('Cantidad de Vigencia')).toHaveValue('');
      expect(screen.getByRole('button', { name: 'Guardar servicio' })).toBeInTheDocument();
      expect(within(row('Facturas ilimitadas')).getByRole('button', { name: 'Editar servicio' })).toBeEnabled();
      expect(onChange).not.toHaveBeenCalled();
    });

    it('deletes rows, following the row being edited', async () => {
      const onChange = jest.fn<(items: ContractedServiceItem[]) => void>();
      render(<Harness initial={SERVICE_ITEMS} onChange={onChange} />);
      await user.click(within(row('Facturas ilimitadas')).getByRole('button', { name: 'Editar servicio' }));

      // Deleting the row above keeps editing the same line, now first.
      await user.click(within(row('Facturas 1000')).getByRole('button', { name: 'Eliminar servicio' }));
      expect(onChange).toHaveBeenLastCalledWith([SERVICE_ITEMS[1]]);
      expect(within(row('Facturas ilimitadas')).getByRole('button', { name: 'Editar servicio' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Actualizar servicio' })).toBeInTheDocument();

      // Deleting the edited row stops editing; an empty list shows the empty text.
      await user.click(within(row('Facturas ilimitadas')).getByRole('button', { name: 'Eliminar servicio' }));
      expect(onChange).toHaveBeenLastCalledWith([]);
      expect(screen.getByText('No hay servicios agregados aún.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Guardar servicio' })).toBeInTheDocument();
    });

    it('follows an editing index the parent keeps, emptying the editor when the parent stops editing', async () => {
      const onEditingIndexChange = jest.fn<(index: number | null) => void>();
      const props = { initial: SERVICE_ITEMS, onEditingIndexChange };
      const { rerender } = render(<Harness {...props} editingIndex={null} />);
      await user.click(within(row('Facturas 1000')).getByRole('button', { name: 'Editar servicio' }));
      expect(onEditingIndexChange).toHaveBeenLastCalledWith(0);
      rerender(<Harness {...props} editingIndex={0} />);
      expect(within(row('Facturas 1000')).getByRole('button', { name: 'Editar servicio' })).toBeDisabled();
      expect(screen.getByLabelText('Cantidad')).toHaveValue('1500000');

      rerender(<Harness {...props} editingIndex={null} />);
      await waitFor(() => expect(screen.getByLabelText('Cantidad')).toHaveValue(''));
      expect(screen.getByRole('button', { name: 'Guardar servicio' })).toBeInTheDocument();
    });
  });

  describe('device variant', () => {
    it('shows the §3.4 device fields without the switch', () => {
      render(<Harness variant="device" />);
      for (const label of [
        'Servicio',
        'Cantidad',
        'Tipo de Vigencia',
        'Cantidad de Vigencia',
        'Cupo de reasignación',
        'Tipo de dispositivo',
        'Tipo de entrega de credenciales',
      ]) {
        expect(screen.getByLabelText(label)).toBeInTheDocument();
      }
      expect(screen.queryByRole('switch')).toBeNull();
      expect(screen.getByLabelText('Cupo de reasignación')).toHaveAttribute('maxLength', '5');
    });

    it('keeps the reassignment quota between 0 and the maximum (5 by default), a leading zero making it 0', async () => {
      render(<Harness variant="device" />);
      const quota = screen.getByLabelText('Cupo de reasignación');
      await fill('Cupo de reasignación', '05');
      expect(quota).toHaveValue('0');
      await fill('Cupo de reasignación', '6');
      expect(await screen.findByText('Debe ser un número entero entre 0 y 5.')).toBeInTheDocument();
      await fill('Cupo de reasignación', '5');
      await waitFor(() => expect(screen.queryByText('Debe ser un número entero entre 0 y 5.')).toBeNull());
    });

    it('takes the maximum reassignment quota of the parameters', async () => {
      render(<Harness variant="device" maxReassignmentQuota={10} />);
      await fill('Cupo de reasignación', '10');
      await fill('Cupo de reasignación', '11');
      expect(await screen.findByText('Debe ser un número entero entre 0 y 10.')).toBeInTheDocument();
    });

    it('adds a line with its device fields; a duplicate needs the same device code too', async () => {
      const onChange = jest.fn<(items: ContractedServiceItem[]) => void>();
      render(<Harness variant="device" onChange={onChange} />);
      await choose('Servicio', 'Validación por huella');
      await fill('Cantidad', '20');
      await choose('Tipo de Vigencia', 'Años');
      await fill('Cantidad de Vigencia', '1');
      await fill('Cupo de reasignación', '3');
      await user.click(saveButton());
      expect(await screen.findAllByText('Campo obligatorio')).toHaveLength(2);

      await choose('Tipo de dispositivo', 'Tableta');
      await choose('Tipo de entrega de credenciales', 'Correo electrónico');
      await user.click(saveButton());
      await waitFor(() => expect(row('Validación por huella')).toHaveTextContent(/Validación por huella.*20.*Años.*1/));
      expect(onChange).toHaveBeenLastCalledWith(DEVICE_ITEMS);

      await choose('Servicio', 'Validación por huella');
      await fill('Cantidad', '7');
      await choose('Tipo de Vigencia', 'Años');
      await fill('Cantidad de Vigencia', '1');
      await fill('Cupo de reasignación', '2');
      await choose('Tipo de dispositivo', 'Tableta');
      await choose('Tipo de entrega de credenciales', 'Mensaje de texto');
      await user.click(saveButton());
      expect(await screen.findByText('Ya existe el producto en la lista.')).toBeInTheDocument();
      expect(onChange).toHaveBeenCalledTimes(1);

      await choose('Tipo de dispositivo', 'Lector de huella');
      await user.click(saveButton());
      await waitFor(() => expect(dataRows()).toHaveLength(2));
      expect(onChange.mock.lastCall?.[0][1]).toEqual({
        identifierCode: 'BIO-HUELLA-LEC-1-A',
        productService: 'BIO-HUELLA',
        productServiceName: 'Validación por huella',
        quantityToAddService: 7,
        isSwitchEnabled: false,
        validityService: 'A',
        validityAmount: 1,
        reassignmentQuota: 2,
        deviceType: 'LEC',
        credentialsDeliveryType: 2,
      });
    });

    it('edits a device line with its device fields filled in', async () => {
      render(<Harness variant="device" initial={DEVICE_ITEMS} />);
      await user.click(within(row('Validación por huella')).getByRole('button', { name: 'Editar servicio' }));
      expect(screen.getByLabelText('Cupo de reasignación')).toHaveValue('3');
      expect(screen.getByLabelText('Tipo de dispositivo').closest('.ant-select')).toHaveTextContent('Tableta');
      expect(screen.getByLabelText('Tipo de entrega de credenciales').closest('.ant-select')).toHaveTextContent('Correo electrónico');
    });
  });
});
