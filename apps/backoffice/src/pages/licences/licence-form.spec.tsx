import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import dayjs from 'dayjs';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import {
  andinaDetail,
  ANDINA_ID,
  licensedCustomer,
  licenceInformation,
  licenceServices,
} from '../../features/licences/testing/licences-fixtures';
import { LicenceForm, type LicenceFormTarget } from './components/licence-form';
import { LicencesPage } from '.';

jest.setTimeout(90_000);
const user = catalogueUser;

const SERVICES = 'GET /license/api/license/GetLicenseServices';
const ADD = 'POST /license/api/purchaseOrderLicense/AddNewCustomerLicense';
const INFORMATION = 'GET /license/api/license/GetLicenseInformation';
const SET_RANGES = 'POST /license/api/license/SetLicenseTransactionRange';

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  [SERVICES]: records(licenceServices),
  [ADD]: ok({ records: licenceInformation }, '¡Licencia añadida con éxito!'),
  [INFORMATION]: ok({ records: licenceInformation }),
  [SET_RANGES]: ok({ records: licenceInformation }, '¡Licencia actualizada con éxito!'),
  ...extra,
});

type Call = { url: string; headers: Record<string, string>; body?: unknown };
const bodiesOf = (calls: Call[], path: string) => calls.filter((call) => call.url.endsWith(path)).map((call) => call.body);
const form = () => screen.getAllByRole('dialog')[0];
const button = (name: string | RegExp) => within(form()).getByRole('button', { name });

function renderForm(target: LicenceFormTarget, extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) {
  const onSaved = jest.fn();
  const onClose = jest.fn();
  const view = renderCataloguePage(<LicenceForm target={target} onSaved={onSaved} onClose={onClose} />, {
    role: 'LICFINANCIERO',
    routes: routes(extra),
  });
  return { ...view, onSaved, onClose };
}

async function addRange(minimum: string, maximum: string, price: string) {
  for (const [label, text] of [
    ['Rango mínimo', minimum],
    ['Rango máximo', maximum],
    ['Valor', price],
  ] as const) {
    const input = within(form()).getByRole('textbox', { name: label });
    await user.clear(input);
    if (text) await user.type(input, text);
  }
  await user.click(button('Agregar rango'));
}

describe('Añadir licencia / Editar Licencia', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('adds a licence once service, package and a range are set', async () => {
    const { calls, onSaved } = renderForm({ mode: 'add', customerId: ANDINA_ID, serviceName: 'COLFACTURA' });
    expect(await within(form()).findByText('Añadir licencia')).toBeInTheDocument();
    expect(await within(form()).findByText('COLFACTURA')).toBeInTheDocument();
    expect(within(form()).getByText('Cantidad de transacciones anuales')).toBeInTheDocument();
    expect(button('Añadir')).toBeDisabled();

    await user.click(within(form()).getByRole('radio', { name: 'Plan Empresarial' }));
    await user.click(within(form()).getByRole('radio', { name: 'Plan Pyme' }));
    expect(within(form()).getByRole('radio', { name: 'Plan Pyme' })).toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Plan Empresarial' })).not.toBeChecked();
    expect(within(form()).queryByText('Número de contrato')).not.toBeInTheDocument();
    expect(button('Añadir')).toBeDisabled();

    await addRange('101', '500', '800');
    await addRange('1', '100', '1000');
    const rows = within(form()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['1100$ 1.000', '101500$ 800']);
    expect(button('Añadir')).toBeEnabled();

    await user.click(button('Añadir'));
    await waitFor(() => expect(bodiesOf(calls, '/AddNewCustomerLicense')).toHaveLength(1));
    expect(bodiesOf(calls, '/AddNewCustomerLicense')[0]).toEqual({
      customerId: ANDINA_ID,
      serviceId: 1,
      packageId: 101,
      transactionRanges: [
        { rangeMinimum: 1, rangeMaximum: 100, rangePrice: 1000 },
        { rangeMinimum: 101, rangeMaximum: 500, rangePrice: 800 },
      ],
    });
    expect(await screen.findByText('¡Licencia añadida con éxito!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('shows "Vigencia de plan anual" for every annual package, with the dates the licence will run', async () => {
    renderForm({ mode: 'add', customerId: ANDINA_ID, serviceName: 'COLFACTURA' });
    await within(form()).findByText('COLFACTURA');
    expect(within(form()).queryByText('Vigencia de plan anual')).not.toBeInTheDocument();

    const day = (date: dayjs.Dayjs) => date.format('DD/MM/YYYY');
    await user.click(within(form()).getByRole('radio', { name: 'Plan Empresarial' }));
    expect(within(form()).getByText('Vigencia de plan anual')).toBeInTheDocument();
    const twoYears = within(form()).getByTestId('annual-validity');
    expect(twoYears).toHaveTextContent(new RegExp(`^2 años: del ${day(dayjs())} .* al ${day(dayjs().add(2, 'year'))}`));
    expect(within(form()).queryByText(/plan base vigente/)).not.toBeInTheDocument();

    // A base package says it may start later, when the current base plan ends.
    await user.click(within(form()).getByRole('radio', { name: 'Plan Pyme' }));
    expect(within(form()).getByTestId('annual-validity')).toHaveTextContent(new RegExp(`^1 año: del ${day(dayjs())}`));
    expect(within(form()).getByText(/la licencia empieza cuando ese plan termine/)).toBeInTheDocument();

    // A monthly package is no annual plan.
    await user.click(within(form()).getByRole('combobox', { name: 'Servicio' }));
    const colnomina = await screen.findAllByText('COLNOMINA');
    await user.click(colnomina[colnomina.length - 1]);
    await user.click(within(form()).getByRole('radio', { name: 'Nómina 50' }));
    expect(within(form()).queryByText('Vigencia de plan anual')).not.toBeInTheDocument();
  });

  it('checks each new range with the messages of §5.1', async () => {
    renderForm({ mode: 'add', customerId: ANDINA_ID, serviceName: 'COLFACTURA' });
    await within(form()).findByText('COLFACTURA');
    await addRange('', '10', '5');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Campo obligatorio');
    await addRange('0', '10', '5');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Debe ser un número entero entre 1 y 999999999.');
    await addRange('20', '10', '5');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Rango mínimo no puede ser mayor al rango máximo.');
    await addRange('100', '200', '5');
    expect(within(form()).queryByRole('alert')).not.toBeInTheDocument();
    await addRange('150', '300', '5');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Rango mínimo ya se encuentra dentro de los valores parametrizados.');
    await addRange('50', '150', '5');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Rango máximo ya se encuentra dentro de los valores parametrizados.');
    await addRange('10', '20', '');
    expect(within(form()).getByRole('alert')).toHaveTextContent('Campo obligatorio');
    expect(within(form()).getByRole('textbox', { name: 'Rango mínimo' })).toHaveAttribute('maxlength', '8');
    expect(within(form()).getByRole('textbox', { name: 'Valor' })).toHaveAttribute('maxlength', '10');
    await user.clear(within(form()).getByRole('textbox', { name: 'Rango máximo' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Rango máximo' }), 'a1b');
    expect(within(form()).getByRole('textbox', { name: 'Rango máximo' })).toHaveValue('1');
  });

  it('asks a contract number and the plan validity for BIILIMITADO', async () => {
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask'],
      now: new Date('2026-03-10T15:30:00Z'),
    });
    const { calls } = renderForm({ mode: 'add', customerId: ANDINA_ID, serviceName: 'COLFACTURA' });
    await within(form()).findByText('COLFACTURA');
    await user.click(within(form()).getByRole('radio', { name: 'Bolsa ilimitada' }));
    expect(within(form()).getByText('Vigencia de plan anual')).toBeInTheDocument();
    const start = within(form()).getByRole('textbox', { name: 'Fecha de inicio' });
    const end = within(form()).getByRole('textbox', { name: 'Fecha fin' });
    expect(start).toHaveValue(dayjs('2026-03-10T15:31:00Z').format('DD/MM/YYYY HH:mm:ss'));
    expect(end).toHaveValue(dayjs('2026-03-10T15:31:00Z').add(1, 'day').format('DD/MM/YYYY') + ' 23:59:59');

    await addRange('1', '1000', '500');
    expect(button('Añadir')).toBeDisabled();
    const contract = within(form()).getByRole('textbox', { name: 'Número de contrato' });
    expect(contract).toHaveAttribute('maxlength', '100');
    await user.type(contract, ' CT-2026-001 ');
    expect(button('Añadir')).toBeEnabled();
    await user.click(button('Añadir'));

    await waitFor(() => expect(bodiesOf(calls, '/AddNewCustomerLicense')).toHaveLength(1));
    const body = bodiesOf(calls, '/AddNewCustomerLicense')[0] as Record<string, unknown>;
    expect(body).toMatchObject({ packageId: 103, contractNumber: 'CT-2026-001' });
    expect(body.startDate).toBe(dayjs('2026-03-10T15:31:00Z').toISOString());
    expect(body.finalDate).toBe(dayjs('2026-03-10T15:31:00Z').add(1, 'day').endOf('day').millisecond(0).toISOString());
  });

  it('shows the server’s errorDetail on a 422 and the generic message otherwise', async () => {
    const refused = {
      status: 422,
      body: {
        statusCode: 422,
        code: 'LICENSING.LICENCE_REFUSED',
        statusMessage: 'No se pudo',
        errorDetail: 'El cliente ya tiene esta licencia.',
        errors: [],
      },
    };
    renderForm({ mode: 'add', customerId: ANDINA_ID, serviceName: 'COLFACTURA' }, { [ADD]: [refused, failure(500, 'boom')] });
    await within(form()).findByText('COLFACTURA');
    await user.click(within(form()).getByRole('radio', { name: 'Plan Pyme' }));
    await addRange('1', '100', '1000');
    await user.click(button('Añadir'));
    expect(await screen.findByText('El cliente ya tiene esta licencia.')).toBeInTheDocument();
    await user.click(button('Añadir'));
    expect(await screen.findByText('Se ha presentado un error al añadir la licencia al cliente')).toBeInTheDocument();
  });

  it('asks before cancelling, NO keeps the form and SI resets it', async () => {
    const { onClose } = renderForm({ mode: 'add', customerId: ANDINA_ID, serviceName: 'COLFACTURA' });
    await within(form()).findByText('COLFACTURA');
    await addRange('1', '100', '1000');
    await user.click(button('Cancelar'));
    expect(await screen.findByText('¿Quieres cancelar la creación de esta nueva licencia?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'NO' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(button('Cancelar'));
    await user.click(await screen.findByRole('button', { name: 'SI' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('edits only the ranges of a licence and reverts an edit that breaks a rule', async () => {
    const { calls, onSaved } = renderForm({ mode: 'edit', purchaseOrderLicenseId: 11 });
    expect(await within(form()).findByText('Editar Licencia')).toBeInTheDocument();
    await within(form()).findByText('COLFACTURA');
    expect(calls.find((call) => call.url.endsWith('/GetLicenseInformation'))?.headers).toMatchObject({ purchaseOrderLicenseId: '11' });
    expect(within(form()).getByRole('combobox')).toBeDisabled();
    expect(within(form()).getByRole('radio', { name: 'Plan Pyme' })).toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Plan Pyme' })).toBeDisabled();
    expect(button('Actualizar')).toBeEnabled();

    await user.click(button('Editar rango 1'));
    const minimum = within(form()).getByRole('textbox', { name: 'Rango mínimo 1' });
    await user.clear(minimum);
    await user.type(minimum, '300');
    await user.click(button('Guardar rango 1'));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Rango mínimo no puede ser mayor al rango máximo.');
    expect(within(form()).getAllByRole('row')[1]).toHaveTextContent('1100$ 1.000');

    await user.click(button('Editar rango 1'));
    await user.clear(within(form()).getByRole('textbox', { name: 'Rango mínimo 1' }));
    await user.type(within(form()).getByRole('textbox', { name: 'Rango mínimo 1' }), '0');
    await user.click(button('Guardar rango 1'));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Debe ser un número entero entre 1 y 999999999.');
    expect(within(form()).getAllByRole('row')[1]).toHaveTextContent('1100$ 1.000');

    await user.click(button('Editar rango 2'));
    const price = within(form()).getByRole('textbox', { name: 'Valor 2' });
    await user.clear(price);
    await user.type(price, '750');
    await user.click(button('Guardar rango 2'));
    await user.click(button('Eliminar rango 1'));
    await addRange('1', '50', '1200');

    await user.click(button('Actualizar'));
    await waitFor(() => expect(bodiesOf(calls, '/SetLicenseTransactionRange')).toHaveLength(1));
    expect(bodiesOf(calls, '/SetLicenseTransactionRange')[0]).toEqual({
      PurchaseOrderLicenseId: 11,
      licenseTransactionRange: [
        { rangeMinimum: 1, rangeMaximum: 50, rangePrice: 1200 },
        { rangeMinimum: 101, rangeMaximum: 500, rangePrice: 750 },
      ],
    });
    expect(await screen.findByText('¡Licencia actualizada con éxito!')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('says the update was refused on a 422 and failed otherwise; asks before cancelling the edit', async () => {
    renderForm({ mode: 'edit', purchaseOrderLicenseId: 11 }, { [SET_RANGES]: [failure(422, 'No'), failure(500, 'boom')] });
    await within(form()).findByText('COLFACTURA');
    await user.click(button('Actualizar'));
    expect(await screen.findByText('No se pudo actualizar la licencia al cliente.')).toBeInTheDocument();
    await user.click(button('Actualizar'));
    expect(await screen.findByText('Se ha presentado un error al actualizar la licencia al cliente')).toBeInTheDocument();
    await user.click(button('Cancelar'));
    expect(await screen.findByText('¿Quieres cancelar la edición para esta licencia?')).toBeInTheDocument();
  });

  it('opens from a service block and reloads the detail 3 seconds after a save', async () => {
    const { calls } = renderCataloguePage(<LicencesPage />, {
      role: 'LICENSECOMERCIAL',
      routes: routes({
        'GET /license/api/Customer/GetCustomersLicensed': ok({ records: [licensedCustomer(1)], count: 1 }),
        'POST /license/api/license/getDetailsLicenseCustomer': records([andinaDetail]),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ver licencias Comercializadora Andina S.A.S.' }));
    const [colfactura] = await within(await screen.findByRole('dialog')).findAllByTestId('service-license');
    await user.click(within(colfactura).getByRole('button', { name: /Añadir licencia/ }));
    const dialogs = await screen.findAllByRole('dialog');
    const licence = dialogs[dialogs.length - 1];
    expect(await within(licence).findByText('COLFACTURA')).toBeInTheDocument();
    await user.click(within(licence).getByRole('radio', { name: 'Plan Pyme' }));
    for (const [label, text] of [
      ['Rango mínimo', '1'],
      ['Rango máximo', '10'],
      ['Valor', '100'],
    ] as const) {
      await user.type(within(licence).getByRole('textbox', { name: label }), text);
    }
    await user.click(within(licence).getByRole('button', { name: 'Agregar rango' }));
    const detailsBefore = bodiesOf(calls, '/getDetailsLicenseCustomer').length;
    const savedAt = Date.now();
    await user.click(within(licence).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(bodiesOf(calls, '/getDetailsLicenseCustomer')).toHaveLength(detailsBefore + 1), { timeout: 8000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(2900);
  });
});
