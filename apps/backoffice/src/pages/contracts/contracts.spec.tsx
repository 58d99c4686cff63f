import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import dayjs from 'dayjs';
import { bogotaToday, MESSAGES } from '@lic/shared-rules';
import type { RecordedCall } from '@lic/web-api-client/testing';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import {
  contractParameters,
  departments,
  deviceProduct,
  devicePackages,
  managers,
  servicePackages,
  serviceProduct,
} from '../../features/contracts/testing/contracts-fixtures';
import { ContractsPage } from '.';

jest.setTimeout(120_000);
const user = catalogueUser;

const GET_CONTRACTS = 'POST /license/api/contract/get-contracts';
const CREATE = 'POST /license/api/contract/create';
const notFound = { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', statusMessage: 'No existe', errors: [] } };

const policyV2 = {
  appName: 'license',
  version: 2,
  publishedOn: '2026-11-29T15:00:00.000Z',
  effectiveOn: '2026-11-29',
  title: 'Política de Tratamiento de Datos Personales de License',
  text: 'Texto de la política.',
};

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  'GET /license/api/contract/products': records([serviceProduct, deviceProduct]),
  'GET /license/api/parameter/GetListStatesAndCities': ok({ records: { statesList: departments } }),
  'GET /mail/api/Mail/emailsInBlackList': records(['bloqueado.com']),
  'GET /user/api/get-users-by-role': (call: RecordedCall) => ok({ recordsData: [{ role: call.headers.role, users: managers }] }),
  'GET /license/api/package/GetPackagesByServiceName/COLFACTURA': ok({ records: { packagesBase: servicePackages } }),
  'GET /license/api/package/GetPackagesByServiceName/BIOMETRIA': ok({ records: { packagesBase: devicePackages } }),
  'GET /license/api/parameter/get-app-parameters-contracts': ok({ records: contractParameters }),
  [GET_CONTRACTS]: notFound,
  [CREATE]: ok(true),
  'GET /api/privacy-policy/license': ok(policyV2),
  ...extra,
});

/**
 * The tick's name; the link inside it may add spaces around its text in the accessible name. The wizard carries a
 * supervisor's data too: the sentence names both holders (each gets their own consent on the server).
 */
const AUTHORIZATION =
  /^El titular y el supervisor autorizaron el tratamiento de sus datos personales conforme a la\s*Política de Tratamiento de Datos Personales \(versión 2\)\s*\.$/;

const step = () => within(document.querySelector('.ant-pro-steps-form-step-active') as HTMLElement);
const typed = (date: dayjs.Dayjs) => date.format('DD/MM/YYYY');
const START = dayjs().subtract(10, 'day');
const END = START.add(1, 'year');

async function choose(label: string, option: string) {
  await user.click(step().getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function fill(label: string, text: string) {
  const input = step().getByLabelText(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function pickDate(label: string, date: string) {
  const input = step().getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.paste(date);
  await user.keyboard('{Enter}');
}

const activeStepName = () => document.querySelector('.ant-pro-steps-form-step-active form')?.id;
/** Waits until the wizard shows the step whose form has this name. */
const onStep = (name: 'contract' | 'customer' | 'supervisor' | 'services' | 'summary') =>
  waitFor(() => expect(activeStepName()).toBe(name));
const next = () => user.click(screen.getByRole('button', { name: 'Siguiente' }));
const back = () => user.click(screen.getByRole('button', { name: 'Volver' }));

async function fillContractStep(product = 'Colfactura') {
  await choose('Producto', product);
  await fill('Número de oportunidad', 'OP-2026-001');
  await pickDate('Fecha inicio', typed(START));
  await pickDate('Fecha fin', typed(END));
  await choose('Gestor operativo', 'Marta Ríos');
  await choose('Condición de pago', 'Anticipado');
}

async function fillLegalCustomer() {
  await user.click(step().getByLabelText('Persona Juridica'));
  await fill('Identificación', '900123456');
  await fill('Razón Social', 'Comercializadora Andina SAS');
  await fill('Dirección', 'Calle 100 # 10-20');
  await choose('Departamento', 'Antioquia');
  await choose('Municipio', 'Medellín');
  await fill('Teléfono/Celular', '3001234567');
  await fill('Correo Electrónico', 'compras@andina.com.co');
}

async function fillSupervisor() {
  await choose('Tipo Identificación', 'Cédula de ciudadanía');
  await fill('Identificación', '1020304050');
  await fill('Nombres', 'Lucía');
  await fill('Apellidos', 'Pérez');
  await fill('Dirección', 'Carrera 7 # 32-10');
  await choose('Departamento', 'Bogotá D.C.');
  await choose('Municipio', 'BOGOTA, D.C.');
  await fill('Correo Electrónico', 'lucia.perez@andina.com.co');
}

describe('Convenios: the "Nuevo Convenio" wizard', () => {
  const reload = jest.fn();
  beforeEach(() => {
    ignorePseudoElementStyles();
    reload.mockReset();
  });
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('step 1: five steps, no "Volver", required fields, product lists, dates and a taken contract number', async () => {
    const { calls } = renderCataloguePage(<ContractsPage reloadPage={reload} />, {
      role: 'SUPERADMIN',
      routes: routes({
        [GET_CONTRACTS]: (call) =>
          (call.body as { contractNumber: string }).contractNumber === 'OP-1' ? ok({ contractNumber: 'OP-1' }) : notFound,
      }),
    });

    expect(await screen.findByText('Nuevo Convenio')).toBeInTheDocument();
    for (const title of ['Información Contrato', 'Información Cliente', 'Información Supervisor', 'Servicios Contratados', 'Resumen']) {
      expect(screen.getByText(title)).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Volver' })).toBeNull();

    await next();
    expect((await step().findAllByText('Campo obligatorio')).length).toBeGreaterThanOrEqual(5);

    await choose('Producto', 'Colfactura');
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/get-app-parameters-contracts'))).toBe(true));
    const managerCall = calls.find((call) => call.url.endsWith('/get-users-by-role'));
    expect(managerCall?.headers.role).toBe('LICENSE_COLFACTURA_COMERCIALMANAGER');
    expect(calls.find((call) => call.url.includes('/GetPackagesByServiceName/COLFACTURA'))?.headers.isContract).toBe('true');
    expect(calls.find((call) => call.url.endsWith('/get-app-parameters-contracts'))?.headers.appName).toBe('COLFACTURA');

    await fill('Número de oportunidad', 'OP-1');
    await user.tab();
    expect(await step().findByText('Número de contrato ya se encuentra registrado.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/get-contracts'))?.body).toEqual({ contractNumber: 'OP-1', serviceName: 'COLFACTURA' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled());
    await fill('Número de oportunidad', 'OP-2');
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled());
    await waitFor(() => expect(step().queryByText('Número de contrato ya se encuentra registrado.')).toBeNull());

    await pickDate('Fecha inicio', typed(START));
    await pickDate('Fecha fin', typed(END));
    expect(step().getByLabelText('Fecha fin')).toHaveValue(typed(END));
    await pickDate('Fecha inicio', typed(START.subtract(1, 'day')));
    await waitFor(() => expect(step().getByLabelText('Fecha fin')).toHaveValue(''));
    await pickDate('Fecha fin', typed(END));

    await choose('Gestor operativo', 'Jorge Paz');
    await choose('Condición de pago', 'Crédito 30 días');
    await next();
    await onStep('customer');
    expect(step().getByText('Persona Juridica')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver' })).toBeInTheDocument();
  });

  it('step 1: says why a typed date is out of range instead of dropping it (§5.4)', async () => {
    renderCataloguePage(<ContractsPage reloadPage={reload} />, { role: 'SUPERADMIN', routes: routes() });
    await screen.findByText('Nuevo Convenio');
    await choose('Producto', 'Colfactura');
    await pickDate('Fecha inicio', '31/12/1999');
    expect(await step().findByText('Fecha mínima permitida 01/01/2000')).toBeInTheDocument();
    // The wizard's "today" is Bogotá's (UTC−5): between 00:00 and 05:00 UTC it is still yesterday there.
    const today = dayjs(bogotaToday());
    await pickDate('Fecha inicio', typed(today.add(1, 'day')));
    expect(await step().findByText(`Fecha máxima permitida ${typed(today)}`)).toBeInTheDocument();
    await pickDate('Fecha inicio', typed(START));
    await waitFor(() => expect(step().queryByText(/Fecha (mínima|máxima) permitida/)).toBeNull());
    await pickDate('Fecha fin', typed(START.add(2, 'year').add(1, 'day')));
    expect(await step().findByText(`La fecha no puede ser mayor a ${typed(START.add(2, 'year'))}`)).toBeInTheDocument();
    await pickDate('Fecha fin', typed(START));
    expect(await step().findByText(`La fecha debe ser posterior a ${typed(START)}`)).toBeInTheDocument();
    await pickDate('Fecha fin', typed(END));
    await waitFor(() => expect(step().queryByText(/La fecha (no puede|debe)/)).toBeNull());
  });

  it('step 1: says "Fecha inválida" for a typed impossible date, and lets a real one through (§5.4)', async () => {
    renderCataloguePage(<ContractsPage reloadPage={reload} />, { role: 'SUPERADMIN', routes: routes() });
    await screen.findByText('Nuevo Convenio');
    await choose('Producto', 'Colfactura');
    await pickDate('Fecha inicio', '31/02/2027');
    expect(await step().findByText('Fecha inválida, el formato debe ser dd/MM/yyyy')).toBeInTheDocument();
    await pickDate('Fecha inicio', typed(START));
    await pickDate('Fecha fin', '30/02/2027');
    expect(await step().findByText('Fecha inválida, el formato debe ser dd/MM/yyyy')).toBeInTheDocument();
    // Half a date is no date either, and "Siguiente" does not leave the step with it.
    await pickDate('Fecha fin', '12/0');
    await next();
    expect(await step().findByText('Fecha inválida, el formato debe ser dd/MM/yyyy')).toBeInTheDocument();
    expect(activeStepName()).toBe('contract');
    await pickDate('Fecha fin', typed(END));
    await waitFor(() => expect(step().queryByText('Fecha inválida, el formato debe ser dd/MM/yyyy')).toBeNull());
    expect(step().getByLabelText('Fecha fin')).toHaveValue(typed(END));
  });

  it('step 2: refuses a legal name with special characters (backoffice-licensing.md §5.4)', async () => {
    renderCataloguePage(<ContractsPage reloadPage={reload} />, { role: 'SUPERADMIN', routes: routes() });
    await screen.findByText('Nuevo Convenio');
    await fillContractStep();
    await next();
    await onStep('customer');
    await fillLegalCustomer();
    await fill('Razón Social', 'Empresa <script>%$#');
    expect(await step().findByText(MESSAGES.legalName)).toBeInTheDocument();
    await next();
    await onStep('customer');
    await fill('Razón Social', 'Comercializadora Andina S.A.S.');
    await waitFor(() => expect(step().queryByText(MESSAGES.legalName)).toBeNull());
    await next();
    await onStep('supervisor');
  });

  it('walks a legal-person contract with a counted and an unlimited line, keeps values going back, and saves', async () => {
    const { calls } = renderCataloguePage(<ContractsPage reloadPage={reload} />, { role: 'SUPERADMIN', routes: routes() });
    await screen.findByText('Nuevo Convenio');
    await fillContractStep();
    await next();

    // Step 2: J forces the NIT, shows the check digit; switching person type clears the document and names.
    await onStep('customer');
    await user.click(step().getByLabelText('Persona Natural'));
    await choose('Tipo Identificación', 'Cédula de ciudadanía');
    await fill('Identificación', '1020304050');
    await fill('Nombres', 'Ana');
    await user.click(step().getByLabelText('Persona Juridica'));
    expect(step().getByLabelText('Identificación')).toHaveValue('');
    expect(step().queryByLabelText('Nombres')).toBeNull();
    expect(step().getByText('NIT')).toBeInTheDocument();
    await fillLegalCustomer();
    expect(step().getByLabelText('DV')).toHaveValue('8');
    await fill('Correo Electrónico', 'compras@bloqueado.com');
    expect(await step().findByText('El dominio de correo ingresado no es permitido.')).toBeInTheDocument();
    await fill('Correo Electrónico', 'compras@andina.com.co');
    await next();

    // Step 3: the supervisor; phone and job title are optional.
    await onStep('supervisor');
    await fillSupervisor();
    await next();

    // Step 4: the service lines.
    await onStep('services');
    expect(step().getByText('No hay servicios agregados aún.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    // A new line's validity starts as the contract's: START to END is one year.
    const validityType = () => step().getByLabelText('Tipo de Vigencia').closest('.ant-select') as HTMLElement;
    expect(validityType()).toHaveTextContent('Años');
    expect(step().getByLabelText('Cantidad de Vigencia')).toHaveValue('1');
    await choose('Servicio', 'Facturas 1000');
    await fill('Cantidad', '1000');
    await choose('Tipo de Vigencia', 'Meses');
    await fill('Cantidad de Vigencia', '30');
    await waitFor(() => expect(step().getByLabelText('Cantidad de Vigencia')).toHaveValue(''));
    await fill('Cantidad de Vigencia', '12');
    await user.click(step().getByRole('button', { name: 'Guardar servicio' }));
    expect(await within(step().getByRole('table')).findByText('Facturas 1000')).toBeInTheDocument();
    // The next line starts from the contract's dates again.
    await waitFor(() => expect(validityType()).toHaveTextContent('Años'));
    expect(step().getByLabelText('Cantidad de Vigencia')).toHaveValue('1');

    await choose('Servicio', 'Facturas 1000');
    await fill('Cantidad', '5');
    await choose('Tipo de Vigencia', 'Meses');
    await fill('Cantidad de Vigencia', '12');
    await user.click(step().getByRole('button', { name: 'Guardar servicio' }));
    expect(await screen.findByText('Ya existe el producto en la lista.')).toBeInTheDocument();

    await choose('Servicio', 'Facturas ilimitadas');
    await user.click(step().getByRole('switch', { name: 'Ilimitado' }));
    expect(step().getByLabelText('Cantidad')).toHaveValue('');
    expect(step().getByLabelText('Cantidad')).toBeDisabled();
    await choose('Tipo de Vigencia', 'Años');
    await fill('Cantidad de Vigencia', '1');
    await user.click(step().getByRole('button', { name: 'Guardar servicio' }));
    const unlimitedRow = (await within(step().getByRole('table')).findByText('Facturas ilimitadas')).closest('tr') as HTMLElement;
    expect(unlimitedRow).toHaveTextContent(/Facturas ilimitadas.*Ilimitada.*Años.*1/);

    // Edit the first line: its edit icon is disabled, the buttons change; updating keeps two lines.
    const firstRow = step().getByText('Facturas 1000').closest('tr') as HTMLElement;
    await user.click(within(firstRow).getByRole('button', { name: 'Editar servicio' }));
    expect(within(firstRow).getByRole('button', { name: 'Editar servicio' })).toBeDisabled();
    expect(step().getByRole('button', { name: 'Cancelar edición' })).toBeInTheDocument();
    await fill('Cantidad', '1500000');
    await user.click(step().getByRole('button', { name: 'Actualizar servicio' }));
    await waitFor(() => expect(step().getByText('Facturas 1000').closest('tr')).toHaveTextContent('1.500.000'));
    expect(step().getByRole('button', { name: 'Guardar servicio' })).toBeInTheDocument();
    await next();

    // Step 5: Resumen. Going back keeps the values.
    await onStep('summary');
    const summary = step().getByText('Comercializadora Andina SAS');
    expect(summary).toBeInTheDocument();
    expect(step().getByText('OP-2026-001')).toBeInTheDocument();
    expect(step().getByText(typed(START))).toBeInTheDocument();
    expect(step().getByText(typed(END))).toBeInTheDocument();
    expect(step().getByText('NIT')).toBeInTheDocument();
    expect(step().getByText('900123456')).toBeInTheDocument();
    const cards = step().getAllByTestId('summary-line');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringMatching(/Facturas 1000.*1\.500\.000.*Meses.*12/),
      expect.stringMatching(/Facturas ilimitadas.*Ilimitada.*Años.*1/),
    ]);
    await back();
    await back();
    await back();
    await onStep('customer');
    expect(step().getByLabelText('Razón Social')).toHaveValue('Comercializadora Andina SAS');
    await next();
    await onStep('supervisor');
    await next();
    await onStep('services');
    await next();
    await onStep('summary');

    // Without the holder's authorization (decision 0069) "Finalizar y guardar" says why and asks nothing.
    await user.click(screen.getByRole('button', { name: 'Finalizar y guardar' }));
    expect(
      await step().findByText('Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(step().getByRole('link', { name: 'Política de Tratamiento de Datos Personales (versión 2)' })).toHaveAttribute(
      'href',
      '/politica-de-datos?version=2',
    );
    await user.click(step().getByRole('checkbox', { name: AUTHORIZATION }));
    await user.click(screen.getByRole('button', { name: 'Finalizar y guardar' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Guardar convenio')).toBeInTheDocument();
    expect(within(confirm).getByText(/no podrá ser modificado/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Guardar' }));

    expect((await screen.findAllByText('¡Convenio guardado!')).length).toBeGreaterThan(0);
    const body = calls.find((call) => call.url.endsWith('/contract/create'))?.body as Record<string, unknown>;
    expect(body).toEqual({
      contract: {
        contractNumber: 'OP-2026-001',
        contractStartDate: `${START.format('YYYY-MM-DD')}T00:00:00.000-05:00`,
        contractEndDate: `${END.format('YYYY-MM-DD')}T23:59:59.999-05:00`,
        commercialManagerId: 'u-1',
        paymentCondition: 1,
      },
      customer: {
        personType: 'J',
        documentTypeId: 4,
        documentNumber: '900123456',
        legalName: 'Comercializadora Andina SAS',
        fulladdress: 'Calle 100 # 10-20',
        cityId: 5001,
        cellphoneNumber: '3001234567',
        email: 'compras@andina.com.co',
      },
      supervisor: {
        documentTypeId: 1,
        documentNumber: '1020304050',
        firstName: 'Lucía',
        lastName: 'Pérez',
        fulladdress: 'Carrera 7 # 32-10',
        cityId: 11001,
        email: 'lucia.perez@andina.com.co',
      },
      servicesToAddContract: {
        serviceName: 'COLFACTURA',
        requiresSupervision: false,
        servicesToAdd: [
          {
            packageCode: 'FE-1000',
            quantityToAdd: 1500000,
            identifierCode: 'FE-1000-12-M',
            typeValidity: 'M',
            validityAmount: 12,
            IsUnlimited: false,
          },
          {
            packageCode: 'FE-ILIM',
            quantityToAdd: 0,
            identifierCode: 'FE-ILIM-1-A',
            typeValidity: 'A',
            validityAmount: 1,
            IsUnlimited: true,
          },
        ],
      },
      personalDataAuthorization: { authorized: true, policyVersion: 2 },
    });
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 6000 });
  });

  it('device products: quota, device type and credentials delivery; a policy changed meanwhile asks the tick again; a failed save shows the dialog whose "Cerrar" reloads', async () => {
    const stale =
      'La Política de Tratamiento de Datos Personales cambió a la versión 3 mientras llenabas el formulario. Muéstrale la nueva versión al titular y confirma de nuevo su autorización.';
    const { calls } = renderCataloguePage(<ContractsPage reloadPage={reload} />, {
      role: 'SUPERADMIN',
      routes: routes({
        [CREATE]: [
          { status: 422, body: { statusCode: 422, code: 'PRIVACY.STALE_POLICY', statusMessage: stale, errors: [] } },
          failure(500, 'boom'),
        ],
        'GET /api/privacy-policy/license': [ok(policyV2), ok({ ...policyV2, version: 3 })],
      }),
    });
    await screen.findByText('Nuevo Convenio');
    await fillContractStep('Biometría');
    await next();
    await onStep('customer');
    await fillLegalCustomer();
    await next();
    await onStep('supervisor');
    await fillSupervisor();
    await next();

    await onStep('services');
    expect(step().queryByRole('switch', { name: 'Ilimitado' })).toBeNull();
    await choose('Servicio', 'Validación por huella');
    await fill('Cantidad', '20');
    await choose('Tipo de Vigencia', 'Años');
    await fill('Cantidad de Vigencia', '1');
    await fill('Cupo de reasignación', '05');
    expect(step().getByLabelText('Cupo de reasignación')).toHaveValue('0');
    await fill('Cupo de reasignación', '9');
    await user.click(step().getByRole('button', { name: 'Guardar servicio' }));
    expect(await step().findByText('Debe ser un número entero entre 0 y 5.')).toBeInTheDocument();
    expect((await step().findAllByText('Campo obligatorio')).length).toBe(2);
    await fill('Cupo de reasignación', '3');
    await choose('Tipo de dispositivo', 'Tableta');
    await choose('Tipo de entrega de credenciales', 'Correo electrónico');
    await user.click(step().getByRole('button', { name: 'Guardar servicio' }));
    expect(await within(step().getByRole('table')).findByText('Validación por huella')).toBeInTheDocument();
    await next();

    await onStep('summary');
    await user.click(await step().findByRole('checkbox', { name: AUTHORIZATION }));
    await user.click(screen.getByRole('button', { name: 'Finalizar y guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    // A version published while the wizard was open: the values stay, the new version is named, the tick is asked again.
    expect(await screen.findByText(stale)).toBeInTheDocument();
    const renewed = await step().findByRole('checkbox', { name: new RegExp(AUTHORIZATION.source.replace('versión 2', 'versión 3')) });
    expect(renewed).not.toBeChecked();
    await user.click(renewed);
    await user.click(screen.getByRole('button', { name: 'Finalizar y guardar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Algo salió mal!')).toBeInTheDocument();
    const creates = calls.filter((call) => call.url.endsWith('/contract/create'));
    expect(creates.map((call) => (call.body as { personalDataAuthorization: unknown }).personalDataAuthorization)).toEqual([
      { authorized: true, policyVersion: 2 },
      { authorized: true, policyVersion: 3 },
    ]);
    expect(screen.getByText('Lo sentimos, el convenio no pudo ser guardado.')).toBeInTheDocument();
    const body = calls.find((call) => call.url.endsWith('/contract/create'))?.body as { servicesToAddContract: unknown };
    expect(body.servicesToAddContract).toEqual({
      serviceName: 'BIOMETRIA',
      requiresSupervision: true,
      servicesToAdd: [
        {
          packageCode: 'BIO-HUELLA',
          quantityToAdd: 20,
          identifierCode: 'BIO-HUELLA-TAB-1-A',
          typeValidity: 'A',
          validityAmount: 1,
          reassignmentQuota: 3,
          deviceType: 'TAB',
          credentialsDeliveryType: 1,
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('changing the product clears the lines and reloads the lists', async () => {
    const { calls } = renderCataloguePage(<ContractsPage reloadPage={reload} />, { role: 'SUPERADMIN', routes: routes() });
    await screen.findByText('Nuevo Convenio');
    await fillContractStep();
    await next();
    await onStep('customer');
    await fillLegalCustomer();
    await next();
    await onStep('supervisor');
    await fillSupervisor();
    await next();
    await onStep('services');
    await choose('Servicio', 'Facturas 1000');
    await fill('Cantidad', '10');
    await choose('Tipo de Vigencia', 'Días');
    await fill('Cantidad de Vigencia', '30');
    await user.click(step().getByRole('button', { name: 'Guardar servicio' }));
    await within(step().getByRole('table')).findByText('Facturas 1000');

    await back();
    await back();
    await back();
    await onStep('contract');
    await choose('Producto', 'Biometría');
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/get-app-parameters-contracts'))).toHaveLength(2));
    expect(calls.filter((call) => call.url.endsWith('/get-users-by-role')).map((call) => call.headers.role)).toEqual([
      'LICENSE_COLFACTURA_COMERCIALMANAGER',
      'LICENSE_BIOMETRIA_COMERCIALMANAGER',
    ]);
    expect(step().getByLabelText('Gestor operativo').closest('.ant-select')).not.toHaveTextContent('Marta Ríos');
    await choose('Gestor operativo', 'Marta Ríos');
    await next();
    await onStep('customer');
    await next();
    await onStep('supervisor');
    await next();
    await onStep('services');
    expect(step().getByText('No hay servicios agregados aún.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });
});
