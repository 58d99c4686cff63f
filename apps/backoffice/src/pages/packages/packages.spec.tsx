import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import type { RouteAnswer } from '../../testing/route-fetch';
import { failure, ok, records } from '../../testing/route-fetch';
import {
  basePackage,
  channels,
  configuration,
  packageTypes,
  privateCombo,
  services,
} from '../../features/catalogue/testing/catalogue-fixtures';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { catalogueUser, dialog, fill, row } from '../../testing/dialog-actions';
import { PackagesPage } from '.';

jest.setTimeout(60_000);
const user = catalogueUser;

const BASE = '/license/api/Package';

function routes(extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) {
  return {
    [`GET ${BASE}/GetPackages`]: records([basePackage, privateCombo]),
    [`GET ${BASE}/GetPackagesType`]: records(packageTypes),
    [`GET ${BASE}/GetAllChannel`]: records(channels),
    [`GET ${BASE}/GetPackageTax`]: ok({ packageTax: 19 }),
    'GET /license/api/service/GetAllServices': records(services),
    ...extra,
  };
}

async function choose(label: string, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
  await user.keyboard('{Escape}');
}

describe('Paquetes', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists the packages with crown, pesos, launch date and validity, and searches them', async () => {
    renderCataloguePage(<PackagesPage />, { role: 'SUPERADMIN', routes: routes() });

    expect(await screen.findByText('FAC-PYME')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Crear paquetes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Historial de paquetes' })).toHaveAttribute('aria-disabled', 'true');
    expect(row('COMBO-NOM')).toHaveTextContent('Combo Nómina');
    expect(row('COMBO-NOM')).toHaveTextContent('$ 2.400.000');
    expect(row('COMBO-NOM')).toHaveTextContent('15/06/2025');
    expect(row('COMBO-NOM')).toHaveTextContent('6 meses');
    expect(within(row('COMBO-NOM')).getByLabelText('Paquete privado')).toBeInTheDocument();
    expect(within(row('FAC-PYME')).queryByLabelText('Paquete privado')).toBeNull();
    expect(screen.getByPlaceholderText('Buscar')).toHaveFocus();

    await user.type(screen.getByPlaceholderText('Buscar'), '1.190');
    await waitFor(() => expect(screen.queryByText('COMBO-NOM')).toBeNull());
    expect(screen.getByText('FAC-PYME')).toBeInTheDocument();

    await user.clear(screen.getByPlaceholderText('Buscar'));
    await user.type(screen.getByPlaceholderText('Buscar'), 'no existe');
    expect(await screen.findByText('No existe información correspondiente a los criterios de búsqueda')).toBeInTheDocument();
  });

  it('fixes no column over the others: "Activo" sits after "Vigencia" and the table scrolls as a whole', async () => {
    renderCataloguePage(<PackagesPage />, { role: 'SUPERADMIN', routes: routes() });
    await screen.findByRole('switch', { name: 'Activo FAC-PYME' });
    expect(document.querySelector('.ant-table-cell-fix-right, .ant-table-cell-fix-left')).toBeNull();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers.indexOf('Activo')).toBeGreaterThan(headers.indexOf('Vigencia'));
  });

  it('inactivates a package after "Confirmar", changing the list before the server answers', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => undefined;
    const { calls } = renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes({ [`PUT ${BASE}/ActivePackage`]: () => new Promise((resolve) => (answer = resolve)) }),
    });

    await user.click(await screen.findByRole('switch', { name: 'Activo FAC-PYME' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Confirmar');
    expect(confirm).toHaveTextContent('¿Está seguro de inactivar el paquete?');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));

    expect(screen.getByRole('switch', { name: 'Activo FAC-PYME' })).not.toBeChecked();
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/ActivePackage'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/ActivePackage'))).toMatchObject({ method: 'PUT', body: { id: 11, idstate: 1 } });
    answer({ status: 200, body: { result: true } });
    expect(await screen.findByText('Se ha inactivado el paquete exitosamente')).toBeInTheDocument();
  });

  it('creates a private package with its order from the count and reloads the list', async () => {
    const { calls } = renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes({
        [`GET ${BASE}/GetCountPackagesByType/2/1`]: ok({ count: 2 }),
        'GET /license/api/Customer/GetCustomersPaged': records([
          { id: '7d1c2a9e-4b7f-4e0a-9a55-3f1b2c3d4e5f', documentNumber: '900123456', legalName: 'Comercial Andina SAS' },
        ]),
        [`POST ${BASE}/SavePackage`]: ok({ id: 20 }, 'El paquete se ha guardado exitosamente'),
      }),
    });
    await screen.findByText('FAC-PYME');

    await user.click(screen.getByRole('button', { name: /Crear paquete/ }));
    expect(await screen.findByText('Crear paquete', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog()).getByRole('switch', { name: 'Activar' })).toBeChecked();
    expect(within(dialog()).getByRole('radio', { name: 'Privado' })).toBeChecked();
    await waitFor(() => expect(within(dialog()).getByLabelText('IVA (%)')).toHaveValue('19'));

    await fill('Código paquete', 'COMBO-FULL');
    await choose('Tipo paquete', 'Combo');
    await fill('Nombre paquete', 'Combo Full');
    await choose('Productos o servicios', 'COLFACTURA');
    expect(screen.queryByTitle('COLNOMINA')).toBeNull();
    await choose('Canales', 'Web');
    await choose('Empresas', '900123456 - Comercial Andina SAS');
    await fill('Descripción', 'Facturación y nómina para empresas');
    await fill('Valor total', '2.380.000 COP');
    expect(within(dialog()).getByLabelText('Valor total')).toHaveValue('2380000');
    expect(within(dialog()).getByLabelText('Valor unitario')).toHaveValue('$ 2.000.000');
    await fill('Vigencia', '1200');
    expect(within(dialog()).getByLabelText('Vigencia')).toHaveValue('999');
    await fill('Vigencia', '12');
    await choose('Tipo de vigencia', 'Mensual');
    await choose('Relevancia', 'Alta');
    await waitFor(() => expect(within(dialog()).getByLabelText('Orden')).toHaveValue('3'));

    await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('El paquete se ha guardado exitosamente')).toBeInTheDocument();
    const save = calls.find((call) => call.url.endsWith('/SavePackage'));
    expect(save?.body).toMatchObject({
      Id: 0,
      PackageCode: 'COMBO-FULL',
      PackageTypeId: 2,
      PackageName: 'Combo Full',
      PackagePrice: 2_380_000,
      TaxIva: 19,
      PriceUnit: 2_000_000,
      ValidityPeriod: 12,
      ValidityTypeId: 'M',
      Relevance: 1,
      Order: 3,
      ApplyOffer: false,
      OfferTypeCode: null,
      PublicVisibility: false,
      PackageServiceIdList: [1],
      PackageChannelIdList: [1],
      CustomerIdList: ['7d1c2a9e-4b7f-4e0a-9a55-3f1b2c3d4e5f'],
      Idstate: 0,
      Image: null,
    });
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/GetPackages'))).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns "El paquete {code} no fue editado" on a 422, and closes an untouched edit without a call', async () => {
    const { calls } = renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes({
        [`PUT ${BASE}/UpdatePackage`]: failure(422, 'No es posible'),
        'GET /api/user/GetUserByNameId': (call) =>
          call.headers.iduser === 'ana.rios' ? ok({ fullName: 'Ana Ríos' }) : failure(404, 'El usuario no existe'),
      }),
    });

    await user.click(await screen.findByRole('button', { name: 'Editar FAC-PYME' }));
    expect(await screen.findByText('Editar paquete', { selector: '.ant-modal-title' })).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Código paquete')).toBeDisabled();
    await user.click(within(dialog()).getByRole('button', { name: 'Ver más' }));
    await waitFor(() => expect(within(dialog()).getByText('Creado por').closest('tr')).toHaveTextContent('Ana Ríos'));
    expect(within(dialog()).getByText('Modificado por').closest('tr')).toHaveTextContent('Desconocido');
    expect(within(dialog()).getByText('Fecha y hora de creación').closest('tr')).toHaveTextContent('10/01/2025 10:04:05');

    await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.url.endsWith('/UpdatePackage'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Editar FAC-PYME' }));
    await fill('Nombre paquete', 'Plan Pyme Plus');
    await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('El paquete FAC-PYME no fue editado')).toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice-warning')).not.toBeNull();
    expect(calls.find((call) => call.url.endsWith('/UpdatePackage'))?.body).toMatchObject({ Id: 11, PackageName: 'Plan Pyme Plus' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('checks the offer block, resets it when turned off, and clears the companies of a public package', async () => {
    renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes({ 'GET /license/api/Customer/GetCustomersPaged': records([]) }),
    });

    await user.click(await screen.findByRole('button', { name: 'Editar COMBO-NOM' }));
    await screen.findByText('Editar paquete', { selector: '.ant-modal-title' });
    expect(within(dialog()).getByTitle('900123456 - Comercial Andina SAS')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('radio', { name: 'Público' }));
    expect(within(dialog()).queryByTitle('900123456 - Comercial Andina SAS')).toBeNull();
    expect(within(dialog()).getByRole('combobox', { name: 'Empresas' })).toBeDisabled();

    await user.click(within(dialog()).getByRole('switch', { name: 'Aplicar oferta' }));
    expect(within(dialog()).getByRole('radio', { name: 'Valor' })).toBeChecked();
    await fill('Valor de la oferta', '2400001');
    expect(await within(dialog()).findByText('El valor total de la oferta no puede superar el valor del paquete')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('radio', { name: 'Porcentaje' }));
    expect(await within(dialog()).findByText('El campo debe ser numérico y menor o igual a 100.')).toBeInTheDocument();
    const end = within(dialog()).getByLabelText('Fecha fin oferta');
    await user.click(end);
    await user.clear(end);
    await user.paste('01/01/2020');
    await user.keyboard('{Enter}');
    expect(await within(dialog()).findByText('Fecha fin oferta debe ser mayor o igual a la actual')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    expect(await within(dialog()).findAllByText('Campo obligatorio')).not.toHaveLength(0);

    await user.click(within(dialog()).getByRole('switch', { name: 'Aplicar oferta' }));
    await user.click(within(dialog()).getByRole('switch', { name: 'Aplicar oferta' }));
    expect(within(dialog()).getByRole('radio', { name: 'Valor' })).toBeChecked();
    expect(within(dialog()).getByLabelText('Valor de la oferta')).toHaveValue('');
    expect(within(dialog()).getByLabelText('Fecha fin oferta')).not.toHaveValue('01/01/2020');
    expect(within(dialog()).queryByTestId('uploaded-image')).toBeNull();
  });

  it('says "Error de servidor" when a save fails otherwise', async () => {
    renderCataloguePage(<PackagesPage />, { role: 'SUPERADMIN', routes: routes({ [`PUT ${BASE}/UpdatePackage`]: failure(500, 'Falla') }) });

    await user.click(await screen.findByRole('button', { name: 'Editar COMBO-NOM' }));
    await fill('Nombre paquete', 'Combo Nómina Plus');
    await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));

    expect(await screen.findByText('Error de servidor')).toBeInTheDocument();
  });

  it('configures the features of the cards and saves only after a change', async () => {
    const { calls } = renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes({
        'POST /license/api/package/GetPackagesConfiguration': (call) =>
          records((call.body as { PackageName?: string }).PackageName === 'zzz' ? [] : configuration),
        'GET /license/api/package/GetChannelsLinkedPackage/11': records(channels),
        'GET /license/api/package/GetPromoCodeLinkedPackage/11': failure(500, 'Falla'),
        'POST /license/api/package/SetFeaturesDependingPackage': ok({ updatedPackages: 1 }),
      }),
    });

    await user.click(await screen.findByRole('tab', { name: 'Configurar paquetes' }));
    const cards = await screen.findAllByTestId('package-card');
    // Two cards a page; only the page shown is mounted.
    expect(cards).toHaveLength(2);
    expect(cards.filter((card) => card.parentElement?.hidden === false)).toHaveLength(2);
    expect(calls.find((call) => call.url.endsWith('/GetPackagesConfiguration'))?.body).toEqual({ PackageType: 1 });
    // Rendering again must not load again (it once looped: loading on, off, on… and the popovers closed).
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(calls.filter((call) => call.url.endsWith('/GetPackagesConfiguration'))).toHaveLength(1);
    expect(cards[1]).toHaveTextContent('$ 2.400.000');
    expect(cards[1]).toHaveTextContent('-20%');
    const save = screen.getByRole('button', { name: /Guardar Configuración/ });
    expect(save).toBeDisabled();

    await user.hover(within(cards[0]).getByRole('button', { name: 'Canales' }));
    expect(await screen.findByText('Punto de venta')).toBeInTheDocument();
    await user.hover(within(cards[0]).getByRole('button', { name: 'Código promocional' }));
    expect(await screen.findByText('Se ha presentado un error al procesar la solicitud')).toBeInTheDocument();

    await user.click(within(cards[0]).getByRole('checkbox', { name: 'Almacenamiento' }));
    await user.click(within(cards[0]).getByRole('combobox', { name: 'Unidad Almacenamiento' }));
    await user.click((await screen.findAllByTitle('GB')).at(-1) as HTMLElement);
    await user.click(within(cards[0]).getAllByRole('checkbox', { name: 'Ilimitado' })[0]);
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Las caracteristicas se han actualizado exitosamente')).toBeInTheDocument();
    const sent = calls.find((call) => call.url.endsWith('/SetFeaturesDependingPackage'))?.body as typeof configuration;
    expect(sent).toHaveLength(1);
    expect(sent[0].packageId).toBe(11);
    expect(sent[0].serviceList[0].features).toEqual([
      expect.objectContaining({ featureId: 101, selected: true, quantity: 1_000_000, storageType: null }),
      expect.objectContaining({ featureId: 102, selected: true, quantity: 1, storageType: 'GB' }),
    ]);
    await waitFor(() => expect(save).toBeDisabled());

    await user.type(screen.getByPlaceholderText('Buscar'), 'zzz');
    expect(screen.getAllByTestId('package-card')).toHaveLength(2);
    await user.type(screen.getByPlaceholderText('Buscar'), '{Enter}');
    expect(await screen.findByText('No se encontraron registros.')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Buscar'), 'z');
    expect(await screen.findByText('Presiona la tecla Enter para filtar tu busqueda.')).toBeInTheDocument();
  });

  it('pages 1,000 complementary packages two at a time with a pager that fits, keeping changes across pages', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      ...configuration[0],
      packageId: 5000 + index,
      packageCode: `VOL-${index + 1}`,
      packageName: `Volumen ${index + 1}`,
    }));
    renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes({ 'POST /license/api/package/GetPackagesConfiguration': records(many) }),
    });

    await user.click(await screen.findByRole('tab', { name: 'Configurar paquetes' }));
    const cardNames = async () => (await screen.findAllByTestId('package-card')).map((card) => card.textContent ?? '');
    expect(await cardNames()).toEqual([expect.stringContaining('Volumen 1'), expect.stringContaining('Volumen 2')]);
    // "‹ 1 / 500 ›" instead of 500 dots: no page buttons at all.
    const carousel = screen.getByTestId('card-carousel');
    expect(within(carousel).queryByRole('button', { name: 'Página 2' })).toBeNull();
    expect(carousel.querySelector('.ant-pagination-simple')).toHaveTextContent('/500');
    // The pager's own box for the page number (the cards have textboxes of their own).
    const pageBox = () => carousel.querySelector('.ant-pagination-simple input') as HTMLInputElement;
    expect(pageBox()).toHaveValue('1');

    const first = (await screen.findAllByTestId('package-card'))[0];
    await user.click(within(first).getByRole('checkbox', { name: 'Almacenamiento' }));
    await user.click(within(carousel).getByRole('button', { name: 'Siguiente' }));
    expect(await cardNames()).toEqual([expect.stringContaining('Volumen 3'), expect.stringContaining('Volumen 4')]);
    expect(pageBox()).toHaveValue('2');

    const goTo = pageBox();
    await user.clear(goTo);
    await user.type(goTo, '500');
    // The pager jumps on the Enter key's keyup, which it reads by keyCode.
    fireEvent.keyUp(goTo, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(async () =>
      expect(await cardNames()).toEqual([expect.stringContaining('Volumen 999'), expect.stringContaining('Volumen 1000')]),
    );

    // Back on the first page the change is still there, and "Guardar Configuración" still enabled.
    await user.clear(goTo);
    await user.type(goTo, '1');
    fireEvent.keyUp(goTo, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const again = (await screen.findAllByTestId('package-card'))[0];
    expect(again).toHaveTextContent('Volumen 1');
    expect(within(again).getByRole('checkbox', { name: 'Almacenamiento' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Guardar Configuración/ })).toBeEnabled();
  });
});
