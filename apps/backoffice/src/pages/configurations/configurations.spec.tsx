import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import {
  featureCategories,
  featureTypes,
  promoCode,
  promoPackages,
  promoUserTypes,
  serviceFeature,
  services,
  serviceTypes,
} from '../../features/catalogue/testing/catalogue-fixtures';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { catalogueUser, dialog, fill, row } from '../../testing/dialog-actions';
import { ConfigurationsPage } from '.';

jest.setTimeout(60_000);
const user = catalogueUser;

async function choose(label: string, option: string) {
  await user.click(within(dialog()).getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

async function confirm() {
  const modal = await screen.findByText('Confirmar');
  await user.click(within(modal.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Aceptar' }));
}

const servicesRoutes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  'GET /license/api/service/GetAllServices': records(services),
  'GET /license/api/parameter/GetAllServiceTypes': records(serviceTypes),
  ...extra,
});

describe('Configuración', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists the services with inactive rows dimmed, 10/20/30 rows per page and a search', async () => {
    renderCataloguePage(<ConfigurationsPage />, { role: 'SUPERADMIN', routes: servicesRoutes() });

    expect(await screen.findByText('COLFACTURA')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Producto o servicio',
      'Tipo características',
      'Características del servicio',
      'Códigos promocionales',
    ]);
    expect(row('COLFACTURA')).toHaveTextContent('Facturación electrónica');
    expect(row('COLNOMINA')).toHaveStyle({ opacity: '0.7' });
    expect(row('COLFACTURA')).not.toHaveStyle({ opacity: '0.7' });
    expect(screen.getByText('10 Registros por página')).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Buscar'), 'nómina');
    await waitFor(() => expect(screen.queryByText('COLFACTURA')).toBeNull());
    await user.type(screen.getByPlaceholderText('Buscar'), ' xyz');
    expect(await screen.findByText('No existe información correspondiente a los criterios de búsqueda')).toBeInTheDocument();
  });

  it('inactivates a service after confirming, and shows the server message as an error on a 422', async () => {
    const { calls } = renderCataloguePage(<ConfigurationsPage />, {
      role: 'SUPERADMIN',
      routes: servicesRoutes({
        'POST /license/api/service/ChangeStateService': [
          ok(true),
          failure(422, 'No es posible inactivar el producto o servicio porque hace parte de paquetes activos.'),
        ],
      }),
    });

    await user.click(await screen.findByRole('switch', { name: 'Activo COLFACTURA' }));
    expect(await screen.findByText('¿Está seguro de inactivar este producto o servicio?')).toBeInTheDocument();
    await confirm();
    expect(await screen.findByText('Se ha inactivado el producto o servicio exitosamente.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/ChangeStateService'))?.body).toEqual({ Id: 1, Status: false });
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/GetAllServices'))).toHaveLength(2));

    await user.click(screen.getByRole('switch', { name: 'Activo COLFACTURA' }));
    await confirm();
    const notice = await screen.findByText('No es posible inactivar el producto o servicio porque hace parte de paquetes activos.');
    expect(notice.closest('.ant-notification-notice-error')).not.toBeNull();
  });

  it('creates a service and warns with the server message when a save breaks a rule', async () => {
    const { calls } = renderCataloguePage(<ConfigurationsPage />, {
      role: 'SUPERADMIN',
      routes: servicesRoutes({
        'POST /license/api/service/RegisterService': [
          ok({ id: 3 }),
          failure(422, 'Ya existe un producto o servicio con el nombre COLFACTURA.'),
        ],
      }),
    });

    await user.click(await screen.findByRole('button', { name: /Crear producto o servicio/ }));
    await choose('Tipo de servicio', 'Nómina');
    await fill('Nombre del servicio', 'BOVEDA');
    await fill('Descripción', 'Bóveda documental');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('El producto o servicio se ha guardado exitosamente.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/RegisterService'))?.body).toEqual({
      Id: 0,
      serviceTypeId: 2,
      serviceName: 'BOVEDA',
      description: 'Bóveda documental',
      Status: true,
    });

    await user.click(screen.getByRole('button', { name: 'Editar COLFACTURA' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Ver más' }));
    expect(within(dialog()).getByText('Creado por')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));
    const warning = await screen.findByText('Ya existe un producto o servicio con el nombre COLFACTURA.');
    expect(warning.closest('.ant-notification-notice-warning')).not.toBeNull();
    expect(calls.filter((call) => call.url.endsWith('/RegisterService'))[1].body).toMatchObject({ Id: 1, serviceName: 'COLFACTURA' });
  });

  it('keeps feature types: create with a category, and a 422 on the switch as a warning', async () => {
    const { calls } = renderCataloguePage(<ConfigurationsPage />, {
      role: 'SUPERADMIN',
      routes: {
        ...servicesRoutes(),
        'GET /license/api/featureType/GetAllFeatureType': ok({ featureTypeList: featureTypes }),
        'GET /license/api/parameter/GetAllFeatureTypes': records(featureCategories),
        'POST /license/api/featureType/RegisterFeatureType': ok({ id: 9 }),
        'POST /license/api/featureType/ChangeStateFeatureType': failure(422, 'No es posible inactivar el tipo de característica.'),
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Tipo características' }));
    expect(await screen.findByText('Documentos')).toBeInTheDocument();
    expect(row('Documentos')).toHaveTextContent('Transaccionalidad');
    expect(row('Usuarios')).toHaveStyle({ opacity: '0.7' });

    await user.click(screen.getByRole('button', { name: /Crear tipo de característica/ }));
    await choose('Tipo de categoria', 'Funcionalidad Sistema');
    await fill('Tipo de característica', 'Almacenamiento');
    await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('La característica se ha guardado exitosamente.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/RegisterFeatureType'))?.body).toEqual({
      Id: 0,
      featureTypeName: 'Almacenamiento',
      categoryType: 'F',
      status: true,
    });

    await user.click(screen.getByRole('switch', { name: 'Activo Documentos' }));
    await confirm();
    const warning = await screen.findByText('No es posible inactivar el tipo de característica.');
    expect(warning.closest('.ant-notification-notice-warning')).not.toBeNull();
  });

  it('loads service features in batches and fetches the next batch when paging beyond them', async () => {
    const all = Array.from({ length: 60 }, (_, index) => serviceFeature(index + 1));
    const { calls } = renderCataloguePage(<ConfigurationsPage />, {
      role: 'SUPERADMIN',
      routes: {
        ...servicesRoutes(),
        'GET /license/api/servicefeature/GetAllServiceFeatures': (call) => {
          const from = Number(call.headers.lastRow);
          const count = Number(call.headers.numRows);
          return ok({ serviceFeatureList: { records: all.slice(from, from + count), rows: all.length } });
        },
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Características del servicio' }));
    expect(await screen.findByText('FAC_DOC_1')).toBeInTheDocument();
    const batches = () => calls.filter((call) => call.url.endsWith('/GetAllServiceFeatures'));
    expect(batches()).toHaveLength(1);
    expect(batches()[0].headers).toMatchObject({ lastRow: '0', numRows: '50' });

    await user.click(screen.getByTitle('5'));
    expect(await screen.findByText('FAC_DOC_41')).toBeInTheDocument();
    expect(batches()).toHaveLength(1);

    await user.click(screen.getByTitle('6'));
    expect(await screen.findByText('FAC_DOC_60')).toBeInTheDocument();
    expect(batches()).toHaveLength(2);
    expect(batches()[1].headers).toMatchObject({ lastRow: '50', numRows: '50' });
  });

  it('creates a service feature whose parent is required unless principal and follows the service type', async () => {
    const { calls } = renderCataloguePage(<ConfigurationsPage />, {
      role: 'SUPERADMIN',
      routes: {
        ...servicesRoutes(),
        'GET /license/api/servicefeature/GetAllServiceFeatures': ok({ serviceFeatureList: { records: [serviceFeature(1)], rows: 1 } }),
        'GET /license/api/featureType/GetAllFeatureType': ok({ featureTypeList: featureTypes }),
        'GET /license/api/ServiceFeature/GetOnlyParentServices': ok({
          serviceFeatureDetailsList: [
            { id: 1, serviceFeatureCode: 'FAC_DOC_1', serviceTypeId: 1 },
            { id: 5, serviceFeatureCode: 'NOM_EMP', serviceTypeId: 2 },
          ],
          rows: 2,
        }),
        'POST /license/api/servicefeature/RegisterServiceFeature': ok({ id: 2 }),
      },
    });

    await user.click(await screen.findByRole('tab', { name: 'Características del servicio' }));
    await user.click(await screen.findByRole('button', { name: /Crear característica/ }));
    await choose('Tipo de servicio', 'Nómina');
    await fill('Código', 'NOM_EMP_EXTRA');
    await fill('Descripción', 'Empleados adicionales');
    await choose('Tipo de característica', 'Documentos');
    expect(screen.queryByTitle('Usuarios')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));
    expect(await within(dialog()).findByText('Campo obligatorio')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('combobox', { name: 'Característica padre' }));
    expect(screen.queryByTitle('FAC_DOC_1')).toBeNull();
    await user.click((await screen.findAllByTitle('NOM_EMP')).at(-1) as HTMLElement);
    await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));

    expect(await screen.findByText('La característica del servicio se ha guardado exitosamente.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/RegisterServiceFeature'))?.body).toEqual({
      id: 0,
      serviceTypeId: 2,
      serviceFeatureCode: 'NOM_EMP_EXTRA',
      featureDescription: 'Empleados adicionales',
      featureTypeId: 1,
      isPrincipal: false,
      featureRelation: 5,
      featureAlias: null,
      urlImageFeature: null,
      colorFeature: null,
    });
  });

  describe('promo codes', () => {
    const promoRoutes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
      'GET /license/api/PromotionalCode/GetPromotionalCodes': records([
        promoCode,
        { ...promoCode, id: 32, promotionCode: 'VIEJO', idstate: 1 },
      ]),
      'GET /license/api/PromotionalCode/GetTypeUserPromotional': records(promoUserTypes),
      'GET /license/api/Package/GetPackagesAdditionalDiscount': records(promoPackages),
      ...extra,
    });

    it('opens only the promo-code tab for a LICENSEPROMOCODE user and toggles a code', async () => {
      const { calls } = renderCataloguePage(<ConfigurationsPage />, {
        role: 'LICENSEPROMOCODE',
        routes: promoRoutes({ 'PUT /license/api/PromotionalCode/ActivePromoCode': { status: 201, body: { result: true } } }),
      });

      expect(await screen.findByText('BIENVENIDA')).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Códigos promocionales' })).toHaveAttribute('aria-selected', 'true');
      for (const name of ['Producto o servicio', 'Tipo características', 'Características del servicio']) {
        expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
      }
      expect(calls.some((call) => call.url.endsWith('/GetAllServices'))).toBe(false);
      expect(row('BIENVENIDA')).toHaveTextContent('10%');
      expect(row('BIENVENIDA')).toHaveTextContent('20/01/2030');
      expect(row('VIEJO')).toHaveStyle({ opacity: '0.7' });

      await user.click(screen.getByRole('switch', { name: 'Activo VIEJO' }));
      expect(await screen.findByText('¿Está seguro de activar este código promocional?')).toBeInTheDocument();
      await confirm();
      expect(await screen.findByText('Se ha activado el código promocional exitosamente')).toBeInTheDocument();
      expect(calls.find((call) => call.url.endsWith('/ActivePromoCode'))?.body).toEqual({ id: 32, idstate: 0 });
    });

    it('creates a code and reports a failed edit with its code', async () => {
      const { calls } = renderCataloguePage(<ConfigurationsPage />, {
        role: 'LICENSECOMERCIAL',
        routes: promoRoutes({
          'POST /license/api/PromotionalCode/SaveNewPromoCode': ok({ id: 40, promotionCode: 'NAVIDAD' }),
          'GET /license/api/PromotionalCode/GetPackagesId': records([
            { packageId: 12, packageCode: 'COMBO-NOM', packageName: 'Combo Nómina' },
          ]),
          'PUT /license/api/PromotionalCode/UpdatePromoCode': failure(422, 'No'),
        }),
      });

      await user.click(await screen.findByRole('button', { name: /Crear código promocional/ }));
      await fill('Código promocional', 'NAVIDAD 2030');
      await fill('Descripción', 'Temporada navideña');
      await choose('Tipo de usuario', 'Usuarios nuevos');
      expect(within(dialog()).getByLabelText('Porcentaje de descuento')).toHaveValue('100');
      await user.click(within(dialog()).getByRole('checkbox', { name: 'Aplicar al total de la compra' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));

      expect(await screen.findByText('El código promocional se ha guardado exitosamente')).toBeInTheDocument();
      expect(calls.find((call) => call.url.endsWith('/SaveNewPromoCode'))?.body).toMatchObject({
        id: 0,
        promotionCode: 'NAVIDAD2030',
        typeUserId: 2,
        offerTypeCode: 'PTJ',
        offerValue: 100,
        applyTotalPurchase: true,
        packagesId: [],
      });

      await user.click(screen.getByRole('button', { name: 'Editar BIENVENIDA' }));
      await screen.findByText('Editar código promocional');
      expect(calls.find((call) => call.url.endsWith('/GetPackagesId'))?.headers).toMatchObject({ promotionalCodeId: '31' });
      expect(within(dialog()).getByTitle('Combo Nómina')).toBeInTheDocument();
      await fill('Descripción', 'Bienvenida 2030');
      await user.click(within(dialog()).getByRole('button', { name: 'Aceptar' }));

      const notice = await screen.findByText('El código BIENVENIDA no fue editado');
      expect(notice.closest('.ant-notification-notice-error')).not.toBeNull();
      expect(calls.find((call) => call.url.endsWith('/UpdatePromoCode'))?.body).toMatchObject({ id: 31, packagesId: [12] });
    });

    it("says why the server refused a new code, in the server's words", async () => {
      renderCataloguePage(<ConfigurationsPage />, {
        role: 'LICENSECOMERCIAL',
        routes: promoRoutes({
          'POST /license/api/PromotionalCode/SaveNewPromoCode': failure(422, 'El código NAVIDAD2030 no fue guardado', [
            { field: 'promotionCode', message: 'Ya existe un código promocional NAVIDAD2030.' },
          ]),
        }),
      });

      await user.click(await screen.findByRole('button', { name: /Crear código promocional/ }));
      await fill('Código promocional', 'NAVIDAD 2030');
      await fill('Descripción', 'Temporada navideña');
      await choose('Tipo de usuario', 'Usuarios nuevos');
      await user.click(within(dialog()).getByRole('checkbox', { name: 'Aplicar al total de la compra' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Crear' }));

      const notice = (await screen.findByText('El código NAVIDAD2030 no fue guardado')).closest('.ant-notification-notice') as HTMLElement;
      expect(notice).toHaveClass('ant-notification-notice-error');
      expect(notice).toHaveTextContent('Ya existe un código promocional NAVIDAD2030.');
      // The dialog stays open with what was typed, to correct the code.
      expect(within(dialog()).getByLabelText('Código promocional')).toHaveValue('NAVIDAD2030');
    });
  });
});
