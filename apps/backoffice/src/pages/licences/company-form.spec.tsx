import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { MESSAGES } from '@lic/shared-rules';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import {
  andinaCompany,
  documentTypes,
  licensedCustomer,
  licenceServices,
  statesAndCities,
} from '../../features/licences/testing/licences-fixtures';
import { DETAIL_TEXT, LICENCES_TEXT } from '../../features/licences/licences.messages';
import { LicencesPage } from '.';

jest.setTimeout(90_000);
const user = catalogueUser;

const GET_CUSTOMER = 'POST /license/api/Customer/GetCustomer';
const SET_CUSTOMER = 'POST /license/api/Customer/SetCustomer';
const LIST = 'GET /license/api/Customer/GetCustomersLicensed';
const POLICY = 'GET /api/privacy-policy/license';
/** The tick's name; the link inside it may add spaces around its text in the accessible name. */
const authorization = (version: number) =>
  new RegExp(
    `^El titular autorizó el tratamiento de sus datos personales conforme a la\\s*Política de Tratamiento de Datos Personales \\(versión ${version}\\)\\s*\\.$`,
  );
const policyVersion = (version: number) =>
  ok({
    appName: 'license',
    version,
    publishedOn: '2026-11-29T15:00:00.000Z',
    effectiveOn: '2026-11-29',
    title: 'Política de Tratamiento de Datos Personales de License',
    text: 'Texto de la política.',
  });

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  [LIST]: ok({ records: [licensedCustomer(1)], count: 1 }),
  'GET /license/api/parameter/GetAllDocumentTypes': records(documentTypes),
  'GET /license/api/parameter/GetListStatesAndCities': ok({ records: statesAndCities }),
  'GET /mail/api/Mail/emailsInBlackList': records(['mailinator.com']),
  [GET_CUSTOMER]: failure(404, 'El cliente no existe.'),
  [POLICY]: policyVersion(3),
  [SET_CUSTOMER]: {
    status: 201,
    body: { result: { customerId: 'new-id', dv: null }, statusMessage: 'La empresa ha sido guardada exitosamente.' },
  },
  ...extra,
});

type Call = { url: string; body?: unknown };
const bodiesOf = (calls: Call[], path: string) => calls.filter((call) => call.url.endsWith(path)).map((call) => call.body);
const form = () => screen.getByRole('dialog');
const field = (label: string) => within(form()).getByLabelText(label);

async function fill(label: string, text: string) {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function choose(label: string, option: string) {
  await user.click(within(form()).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function openForm(extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) {
  const view = renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes(extra) });
  await user.click(await screen.findByRole('button', { name: 'Crear empresa' }));
  expect(await screen.findByText('Nueva empresa')).toBeInTheDocument();
  return view;
}

async function leaveDocument(number: string) {
  await fill('Número de documento', number);
  await user.click(within(form()).getByText('Nueva empresa'));
}

/** "El titular autorizó el tratamiento…" (decision 0069). */
async function authorize() {
  await user.click(await within(form()).findByRole('checkbox', { name: authorization(3) }));
}

async function fillNaturalPerson() {
  await user.click(within(form()).getByRole('radio', { name: 'Persona natural' }));
  await choose('Tipo de documento', 'Cédula de ciudadanía');
  await leaveDocument('1020304050');
  await fill('Nombres', 'María José');
  await fill('Apellidos', 'Núñez Rojas');
  await fill('Teléfono', '3104567890');
  await fill('Correo electrónico', 'maria.nunez@empresa.com.co');
  await fill('Dirección', 'Calle 100 # 19-61');
  await choose('Departamento', 'BOGOTA, D.C.');
  await choose('Ciudad', 'BOGOTA, D.C.');
  await authorize();
}

describe('Nueva empresa', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('fills the form of a known company when the document is left and offers Actualizar', async () => {
    const { calls } = await openForm({ [GET_CUSTOMER]: ok(andinaCompany) });
    expect(within(form()).getByRole('radio', { name: 'Persona jurídica' })).toBeChecked();
    expect(within(form()).getByRole('button', { name: 'Crear' })).toBeDisabled();

    await leaveDocument('900123456');
    await waitFor(() => expect(field('Razón social')).toHaveValue('Comercializadora Andina S.A.S.'));
    expect(bodiesOf(calls, '/GetCustomer')).toEqual([{ DocumentType: 4, DocumentNumber: '900123456' }]);
    expect(field('DV')).toHaveValue('8');
    expect(field('Nombres del representante legal')).toHaveValue('Carlos Andrés');
    expect(field('Correo electrónico')).toHaveValue('compras@comercializadoraandina.com.co');
    // Even a known company is saved only with the holder's authorization (decision 0069).
    expect(within(form()).getByRole('button', { name: 'Actualizar' })).toBeDisabled();
    await authorize();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Actualizar' })).toBeEnabled());

    await user.click(within(form()).getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(bodiesOf(calls, '/SetCustomer')).toHaveLength(1));
    expect(bodiesOf(calls, '/SetCustomer')[0]).toMatchObject({
      personType: 'J',
      documentTypeId: 4,
      documentNumber: '900123456',
      dv: 8,
      legalName: 'Comercializadora Andina S.A.S.',
      legalDocumentTypeId: 1,
      legalDocumentNumber: '79845123',
      departmentId: 11,
      cityId: 11001,
      linkToApp: 'otras_apps',
      personalDataAuthorization: { authorized: true, policyVersion: 3 },
    });
    expect(await screen.findByText('La empresa ha sido guardada exitosamente.')).toBeInTheDocument();
  });

  it('names and links the current policy version and keeps Crear disabled until the holder’s authorization is ticked', async () => {
    await openForm();
    const checkbox = await within(form()).findByRole('checkbox', { name: authorization(3) });
    expect(within(form()).getByRole('link', { name: 'Política de Tratamiento de Datos Personales (versión 3)' })).toHaveAttribute(
      'href',
      '/politica-de-datos?version=3',
    );
    await fillNaturalPerson();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(checkbox);
    expect(
      await within(form()).findByText(
        'Confirma que el titular autorizó el tratamiento de sus datos personales conforme a la política vigente.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeDisabled());
  });

  it('shows the new version when the policy changed while the form was open, and asks for the tick again', async () => {
    const stale =
      'La Política de Tratamiento de Datos Personales cambió a la versión 4 mientras llenabas el formulario. Muéstrale la nueva versión al titular y confirma de nuevo su autorización.';
    const { calls } = await openForm({
      [POLICY]: [policyVersion(3), policyVersion(4)],
      [SET_CUSTOMER]: [
        { status: 422, body: { statusCode: 422, code: 'PRIVACY.STALE_POLICY', statusMessage: stale, errors: [] } },
        { status: 201, body: { result: { customerId: 'new-id', dv: null }, statusMessage: 'La empresa ha sido guardada exitosamente.' } },
      ],
    });
    await fillNaturalPerson();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText(stale)).toBeInTheDocument();
    const renewed = await within(form()).findByRole('checkbox', { name: authorization(4) });
    expect(renewed).not.toBeChecked();
    expect(within(form()).getByRole('button', { name: 'Crear' })).toBeDisabled();
    await user.click(renewed);
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(bodiesOf(calls, '/SetCustomer')).toHaveLength(2));
    expect(bodiesOf(calls, '/SetCustomer')[1]).toMatchObject({ personalDataAuthorization: { authorized: true, policyVersion: 4 } });
  });

  it('clears the form for an unknown document and creates a natural person', async () => {
    const { calls } = await openForm({ [GET_CUSTOMER]: [ok(andinaCompany), failure(404, 'El cliente no existe.')] });
    await leaveDocument('900123456');
    await waitFor(() => expect(field('Razón social')).toHaveValue('Comercializadora Andina S.A.S.'));
    await leaveDocument('900123457');
    await waitFor(() => expect(field('Razón social')).toHaveValue(''));
    expect(field('Correo electrónico')).toHaveValue('');
    expect(within(form()).getByRole('button', { name: 'Crear' })).toBeDisabled();

    await user.click(within(form()).getByRole('radio', { name: 'Persona natural' }));
    expect(within(form()).queryByLabelText('Nombres del representante legal')).not.toBeInTheDocument();
    await fillNaturalPerson();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));

    await waitFor(() => expect(bodiesOf(calls, '/SetCustomer')).toHaveLength(1));
    expect(bodiesOf(calls, '/SetCustomer')[0]).toEqual({
      personType: 'N',
      documentTypeId: 1,
      documentNumber: '1020304050',
      dv: null,
      firstName: 'María José',
      lastName: 'Núñez Rojas',
      cellphoneNumber: '3104567890',
      email: 'maria.nunez@empresa.com.co',
      departmentId: 11,
      cityId: 11001,
      fulladdress: 'Calle 100 # 19-61',
      linkToApp: 'otras_apps',
      personalDataAuthorization: { authorized: true, policyVersion: 3 },
    });
    expect(await screen.findByText('La empresa ha sido guardada exitosamente.')).toBeInTheDocument();
  });

  it('keeps what the user typed while the look-up of an unknown document was on its way', async () => {
    let answer: (value: ReturnType<typeof failure>) => void = () => undefined;
    const slowNotFound = () => new Promise<ReturnType<typeof failure>>((resolve) => (answer = resolve));
    await openForm({ [GET_CUSTOMER]: [ok(andinaCompany), slowNotFound] });
    await leaveDocument('900123456');
    await waitFor(() => expect(field('Razón social')).toHaveValue('Comercializadora Andina S.A.S.'));
    await leaveDocument('900123457');
    await fill('Razón social', 'Transportes del Sur S.A.S.');
    await act(async () => answer(failure(404, 'El cliente no existe.')));
    // The previous company's e-mail goes; the legal name typed meanwhile stays.
    await waitFor(() => expect(field('Correo electrónico')).toHaveValue(''));
    expect(field('Razón social')).toHaveValue('Transportes del Sur S.A.S.');
  });

  it('refuses a legal name with special characters and keeps Crear disabled (storefront.md §5)', async () => {
    await openForm();
    await fill('Razón social', 'Empresa <script>%$#');
    expect(await within(form()).findByText(MESSAGES.legalName)).toBeInTheDocument();
    expect(within(form()).getByRole('button', { name: 'Crear' })).toBeDisabled();
    await fill('Razón social', 'Café & Compañía (Andina) S.A.S.');
    await waitFor(() => expect(within(form()).queryByText(MESSAGES.legalName)).not.toBeInTheDocument());
  });

  it('opens the new company at once with "Añadir licencia", since the list shows licensed companies only', async () => {
    await openForm({
      [SET_CUSTOMER]: {
        status: 201,
        body: { result: { customerId: 'maria-id', dv: null }, statusMessage: 'La empresa ha sido guardada exitosamente.' },
      },
      'POST /license/api/license/getDetailsLicenseCustomer': failure(404, 'No hay licencias'),
      'GET /license/api/license/GetLicenseServices': records(licenceServices),
    });
    expect(screen.getByText(LICENCES_TEXT.onlyLicensed)).toBeInTheDocument();
    await fillNaturalPerson();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));

    const detail = within((await screen.findByText(DETAIL_TEXT.title)).closest('.ant-modal') as HTMLElement);
    expect(await detail.findByText(DETAIL_TEXT.noLicencesYet)).toBeInTheDocument();
    expect(detail.getByText('María José Núñez Rojas (1020304050)')).toBeInTheDocument();
    // The 404 of a company without licences is explained by the empty state, not by a warning.
    expect(screen.queryByText(DETAIL_TEXT.notFound)).toBeNull();

    await user.click(detail.getByRole('button', { name: 'Añadir licencia' }));
    expect(await screen.findByText('Cantidad de transacciones anuales')).toBeInTheDocument();
  });

  it('asks the contract dates when the company is linked to biometry', async () => {
    const { calls } = await openForm();
    await fillNaturalPerson();
    await choose('Vinculación a la aplicación', 'Biometría');
    expect(field('Fecha inicio de contrato')).toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeDisabled());
    await user.click(field('Fecha inicio de contrato'));
    await user.type(field('Fecha inicio de contrato'), '01/04/2026{Enter}');
    await user.click(field('Fecha fin de contrato'));
    await user.type(field('Fecha fin de contrato'), '31/03/2027{Enter}');
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(bodiesOf(calls, '/SetCustomer')).toHaveLength(1));
    expect(bodiesOf(calls, '/SetCustomer')[0]).toMatchObject({
      linkToApp: 'biometria',
      contractStartDate: '2026-04-01',
      contractEndDate: '2027-03-31',
    });
  });

  it('says the company was not saved on a 422 and that the server failed otherwise', async () => {
    await openForm({ [SET_CUSTOMER]: [failure(422, 'Regla'), failure(500, 'boom')] });
    await fillNaturalPerson();
    await waitFor(() => expect(within(form()).getByRole('button', { name: 'Crear' })).toBeEnabled());
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('¡La empresa NO fue guardada!')).toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('¡Error del servidor!')).toBeInTheDocument();
  });
});
