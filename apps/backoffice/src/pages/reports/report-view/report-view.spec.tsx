import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import type { ChartPoint } from '../../../features/reports/report-series';
import { consumptionReport, reportFeatures } from '../../../features/reports/testing/reports-fixtures';
import { catalogueUser as user } from '../../../testing/dialog-actions';
import { failure, ok, records } from '../../../testing/route-fetch';

jest.setTimeout(60_000);

// The canvas chart does not draw in jsdom: a stand-in lists its points.
jest.unstable_mockModule('../../../features/reports/components/consumption-chart', () => ({
  ConsumptionChart: ({ points }: { points: ChartPoint[] }) => (
    <ul aria-label="Consumo por día">
      {points
        .filter((point) => point.quantity > 0)
        .map((point) => (
          <li key={`${point.day}-${point.feature}`}>{`${point.day} ${point.feature} ${point.quantity}`}</li>
        ))}
    </ul>
  ),
}));

let renderAdminRoute: typeof import('../../../testing/render-admin-route').renderAdminRoute;
beforeAll(async () => {
  ({ renderAdminRoute } = await import('../../../testing/render-admin-route'));
});

const REPORT = 'GET /license/api/reports/consumption';
const EXPORT = '/license/api/reports/consumption/export';
const FEATURES = 'GET /license/api/reports/features';
const VIEW = '/admin/license/reports/reportView';

const dialog = () => within(screen.getByRole('dialog'));

describe('Report view', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { fetch?: typeof fetch }).fetch;
  });

  it('shows the per-feature report of the detail button, full screen, with its chart, totals and export', async () => {
    const kibana = consumptionReport({
      reportType: 'KibanaConsumptionReport',
      title: 'Reporte de consumo',
      days: consumptionReport().days.slice(0, 2),
      totals: consumptionReport().totals.slice(0, 1),
    });
    const { calls } = renderAdminRoute(
      `${VIEW}?reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA`,
      { role: 'LICFINANCIERO', routes: { [REPORT]: ok({ records: kibana }) } },
    );

    expect(await screen.findByRole('heading', { name: 'Reporte de consumo' })).toBeInTheDocument();
    expect(await dialog().findByText('Comercializadora Andina S.A.S.')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(dialog().getByText('NIT 900123456')).toBeInTheDocument();
    expect(dialog().getByText('COLFACTURA')).toBeInTheDocument();
    expect(dialog().getByText('Del 02/12/2025 al 01/03/2026 (últimos 90 días)')).toBeInTheDocument();
    expect(
      within(dialog().getByRole('list', { name: 'Consumo por día' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2025-12-02 Documentos electrónicos 7', '2026-02-28 Documentos electrónicos 1500']);
    const totalRow = dialog().getByRole('cell', { name: 'COLFACTURA_DOCUMENTO' }).closest('tr') as HTMLElement;
    expect(totalRow).toHaveTextContent('Documentos electrónicos');
    expect(totalRow).toHaveTextContent('1.507');
    expect(calls.find((call) => call.url.startsWith('/license/api/reports/consumption'))?.url).toBe(
      '/license/api/reports/consumption?reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA',
    );

    // jsdom has no fetch: the export's own call is answered here.
    const fetchMock = jest.fn(
      async (..._args: Parameters<typeof fetch>) =>
        ({
          ok: true,
          status: 200,
          headers: {
            get: () => 'attachment; filename="reporte-de-consumo-colfactura-colfactura_documento-900123456-20251202-20260301.xlsx"',
          },
          blob: async () => new Blob(['xlsx']),
        }) as unknown as Response,
    );
    globalThis.fetch = fetchMock as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:report') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(dialog().getByRole('button', { name: /Exportar/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0][0]).toBe(
      `${EXPORT}?reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA`,
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(
      'reporte-de-consumo-colfactura-colfactura_documento-900123456-20251202-20260301.xlsx',
    );
  });

  it('refuses swapped dates (from after to) in Spanish, without asking for the report', async () => {
    const { calls } = renderAdminRoute(`${VIEW}?reportType=GeneralConsumptionReport&from=2026-03-01&to=2026-02-01`, {
      role: 'LICFINANCIERO',
      routes: { [REPORT]: ok({ records: consumptionReport() }) },
    });
    expect(await dialog().findByText('No se puede mostrar el reporte con esas fechas.')).toBeInTheDocument();
    expect(
      dialog().getByText('La fecha inicial del reporte (01/03/2026) no puede ser posterior a la fecha final (01/02/2026).'),
    ).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: /Exportar/ })).toBeNull();
    expect(calls.filter((call) => call.url.startsWith('/license/api/reports/consumption'))).toEqual([]);
  });

  it('asks for the days from and to choose, and says which they are', async () => {
    const { calls } = renderAdminRoute(`${VIEW}?reportType=GeneralConsumptionReport&from=2026-02-01&to=2026-02-28`, {
      role: 'LICFINANCIERO',
      routes: { [REPORT]: ok({ records: consumptionReport({ from: '2026-02-01', to: '2026-02-28' }) }) },
    });
    expect(await dialog().findByText('Del 01/02/2026 al 28/02/2026')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/license/api/reports/consumption'))?.url).toBe(
      '/license/api/reports/consumption?reportType=GeneralConsumptionReport&from=2026-02-01&to=2026-02-28',
    );
  });

  it('shows the general report of every customer, and says when nothing was consumed', async () => {
    renderAdminRoute(`${VIEW}?reportType=GeneralConsumptionReport`, {
      role: 'LICFINANCIEROCONSULTA',
      routes: {
        [REPORT]: ok({
          records: consumptionReport({ documentType: null, documentNumber: null, customerName: null, days: [], totals: [] }),
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reporte general de consumo' })).toBeInTheDocument();
    expect(await dialog().findByText('Todos los clientes')).toBeInTheDocument();
    expect(dialog().getAllByText('No hay consumos registrados en los últimos 90 días.').length).toBeGreaterThan(0);
  });

  it('asks the customer document first for "Soporte por Cliente"', async () => {
    const { calls, location } = renderAdminRoute(`${VIEW}?reportType=GeneralConsumptionReport&askCustomer=true`, {
      role: 'SUPERADMIN',
      routes: { [REPORT]: ok({ records: consumptionReport() }) },
    });
    expect(await dialog().findByText('Ingrese el documento del cliente para ver su consumo.')).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Ver reporte' }));
    expect(await dialog().findAllByText('Campo obligatorio')).toHaveLength(2);

    await user.click(dialog().getByRole('combobox', { name: 'Tipo de documento' }));
    await user.click(await screen.findByTitle('NIT'));
    await user.type(dialog().getByRole('textbox', { name: 'Número de documento' }), '900123456');
    await user.click(dialog().getByRole('button', { name: 'Ver reporte' }));

    expect(await dialog().findByText('Comercializadora Andina S.A.S.')).toBeInTheDocument();
    expect(location.search).toBe('?reportType=GeneralConsumptionReport&documentType=4&documentNumber=900123456');
    expect(calls.filter((call) => call.url.startsWith('/license/api/reports/consumption')).map((call) => call.url)).toEqual([
      '/license/api/reports/consumption?reportType=GeneralConsumptionReport&documentType=4&documentNumber=900123456',
    ]);
  });

  it('keeps the customer of its address (type as id or code) while "Reporte de Consumo" asks the feature', async () => {
    const { location, calls } = renderAdminRoute(`${VIEW}?reportType=KibanaConsumptionReport&documentType=NIT&documentNumber=900123456`, {
      role: 'LICFINANCIERO',
      routes: {
        [FEATURES]: records(reportFeatures),
        [REPORT]: ok({ records: consumptionReport({ reportType: 'KibanaConsumptionReport' }) }),
      },
    });
    expect(await dialog().findByText('Seleccione el cliente, el servicio y la característica del reporte.')).toBeInTheDocument();
    expect(dialog().getByLabelText('Número de documento')).toHaveValue('900123456');
    await waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/license/api/reports/features') && call.url.includes('900123456'))).toBe(true),
    );
    await user.click(dialog().getByRole('combobox', { name: 'Servicio / Característica' }));
    await user.click(await screen.findByTitle('COLNOMINA · Empleados'));
    await user.click(dialog().getByRole('button', { name: 'Ver reporte' }));
    await waitFor(() =>
      expect(location.search).toBe(
        '?reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456&claimDelete=COLNOMINA&claimCreate=COLNOMINA_EMPLEADO',
      ),
    );
  });

  it('lets "Reporte de Consumo" pick the service and feature', async () => {
    const { location } = renderAdminRoute(`${VIEW}?reportType=KibanaConsumptionReport`, {
      role: 'LICFINANCIERO',
      routes: {
        [FEATURES]: records(reportFeatures),
        [REPORT]: ok({ records: consumptionReport({ reportType: 'KibanaConsumptionReport' }) }),
      },
    });
    expect(await dialog().findByText('Seleccione el cliente, el servicio y la característica del reporte.')).toBeInTheDocument();
    await user.click(dialog().getByRole('combobox', { name: 'Servicio / Característica' }));
    await user.click(await screen.findByTitle('COLNOMINA · Empleados'));
    await user.click(dialog().getByRole('button', { name: 'Ver reporte' }));
    await waitFor(() =>
      expect(location.search).toBe('?reportType=KibanaConsumptionReport&claimDelete=COLNOMINA&claimCreate=COLNOMINA_EMPLEADO'),
    );
  });

  it('says the report could not be loaded', async () => {
    renderAdminRoute(`${VIEW}?reportType=GeneralConsumptionReport`, { role: 'SUPERADMIN', routes: { [REPORT]: failure(500, 'x') } });
    expect(await dialog().findByText('La solicitud no ha podido ser procesada')).toBeInTheDocument();
  });

  it('does not know other report types', async () => {
    renderAdminRoute(`${VIEW}?reportType=Otro`, { role: 'SUPERADMIN', routes: {} });
    expect(await screen.findAllByText('El reporte solicitado no existe.')).not.toHaveLength(0);
  });

  it('shows the use of the promotion codes ("Códigos Promocionales")', async () => {
    renderAdminRoute(`${VIEW}?reportType=PromotionCodeReport`, {
      role: 'LICFINANCIERO',
      routes: {
        'GET /license/api/reports/promotion-codes': ok({
          records: {
            title: 'Reporte de códigos promocionales',
            from: '2025-12-02',
            to: '2026-03-01',
            codes: [{ promotionCode: 'BIENVENIDA10', registeredOrders: 1200, paidOrders: 950, discount: 1234567 }],
          },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Reporte de códigos promocionales' })).toBeInTheDocument();
    const row = (await dialog().findByText('BIENVENIDA10')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/BIENVENIDA10.*1\.200.*950.*\$\s1\.234\.567/);
    expect(dialog().getByText('Del 02/12/2025 al 01/03/2026 (últimos 90 días)')).toBeInTheDocument();
  });

  it('shows the no-privilege text without REPORTS', async () => {
    renderAdminRoute(`${VIEW}?reportType=GeneralConsumptionReport`, { role: 'LICENSECOMERCIAL', routes: {} });
    expect(await screen.findByText('No tienes los suficientes privilegios para realizar esta acción.')).toBeInTheDocument();
  });
});
