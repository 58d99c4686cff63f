import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { privilegesByRole } from '@lic/shared-api-types';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import {
  andinaDetail,
  andinaStorageDetail,
  andinaSuspendedDetail,
  ANDINA_ID,
  licensedCustomer,
} from '../../features/licences/testing/licences-fixtures';
import { renderBackoffice, signInAs } from '../../testing/render-backoffice';
import { LicencesPage } from '.';

jest.setTimeout(90_000);
const user = catalogueUser;

const LIST = 'GET /license/api/Customer/GetCustomersLicensed';
const DETAIL = 'POST /license/api/license/getDetailsLicenseCustomer';
const SUSPEND = 'POST /license/api/license/SuspendOrderLicenses';
const REACTIVATE = 'POST /license/api/license/ReactivateOrderLicenses';

const companies = Array.from({ length: 10 }, (_, index) => licensedCustomer(index + 1));

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  [LIST]: ok({ records: companies, count: 23 }),
  [DETAIL]: records([andinaDetail]),
  ...extra,
});

type Call = { url: string; method: string; headers: Record<string, string>; body?: unknown };
const listCalls = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/GetCustomersLicensed'));
const detailBodies = (calls: Call[]) => calls.filter((call) => call.url.endsWith('/getDetailsLicenseCustomer')).map((call) => call.body);
const dialog = () => screen.getByRole('dialog');

async function openAndina() {
  await user.click(await screen.findByRole('button', { name: 'Ver licencias Comercializadora Andina S.A.S.' }));
  return within(await screen.findByRole('dialog')).findAllByTestId('service-license');
}

describe('Licencias y consumos', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists the licensed companies ten per page and searches when the box is left', async () => {
    const { calls } = renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes() });

    expect(await screen.findByText('Comercializadora Andina S.A.S.')).toBeInTheDocument();
    expect(screen.getByText('900123456').closest('tr')).toHaveTextContent('Comercializadora Andina S.A.S.');
    expect(listCalls(calls)[0].headers).toMatchObject({ startRegister: '0', registerNumber: '10', filter: '' });
    // The pager counts companies, in Spanish: no "artículos".
    expect(screen.getByText('1-10 de 23 empresas')).toBeInTheDocument();
    expect(screen.queryByText(/artículos/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Crear empresa' })).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Buscar' });
    await user.type(box, '  andina ñu ');
    expect(listCalls(calls)).toHaveLength(1);
    await user.click(screen.getByText('Licencias y consumos', { selector: '.ant-page-header-heading-title' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(listCalls(calls)[1].headers).toMatchObject({ startRegister: '0', registerNumber: '10', filter: 'andina%20%C3%B1u' });

    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(listCalls(calls)[2].headers).toMatchObject({ startRegister: '10', registerNumber: '10', filter: 'andina%20%C3%B1u' });
  });

  it('shows the empty text when a search finds nothing', async () => {
    renderCataloguePage(<LicencesPage />, {
      role: 'SUPERADMIN',
      routes: routes({ [LIST]: [ok({ records: companies, count: 10 }), failure(404, 'No se encontraron licencias')] }),
    });
    await screen.findByText('Comercializadora Andina S.A.S.');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'zzz{Enter}');
    expect(await screen.findByText('No existe información correspondiente a los criterios de búsqueda')).toBeInTheDocument();
  });

  it('says no company holds licences, and that the request failed on other errors', async () => {
    renderCataloguePage(<LicencesPage />, {
      role: 'LICENSECOMERCIAL',
      routes: routes({ [LIST]: failure(404, 'No se encontraron licencias') }),
    });
    expect(await screen.findByText('No se encontraron licencias')).toBeInTheDocument();
    act(() => notification.destroy());
  });

  it('says the request failed when the list cannot be read', async () => {
    renderCataloguePage(<LicencesPage />, { role: 'LICENSECOMERCIAL', routes: routes({ [LIST]: failure(500, 'boom') }) });
    expect(await screen.findByText('La solicitud no ha podido ser procesada')).toBeInTheDocument();
  });

  it('is closed without the LICENSES privilege', async () => {
    for (const role of ['LICENSEPROMOCODE', 'LICFINANCIEROCONSULTA'] as const) {
      signInAs({ LICENSE_ROLE: role, privileges: [...privilegesByRole[role]] });
      const view = renderBackoffice('/admin/licenses');
      expect(await screen.findByText('No tienes los suficientes privilegios para realizar esta acción.')).toBeInTheDocument();
      view.unmount();
    }
  });

  it('opens the detail of a service from the expanded row, with its chip as the default filter', async () => {
    const { calls } = renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes() });
    await screen.findByText('Comercializadora Andina S.A.S.');
    const row = screen.getByText('Comercializadora Andina S.A.S.').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Expandir fila' }));
    const services = await screen.findByLabelText('Servicios Comercializadora Andina S.A.S.');
    await user.click(within(services).getByRole('button', { name: 'COLNOMINA' }));

    await screen.findByRole('dialog');
    await waitFor(() => expect(detailBodies(calls)).toHaveLength(1));
    expect(detailBodies(calls)[0]).toEqual({
      customerId: ANDINA_ID,
      filters: [
        { type: 'Customer', value: ANDINA_ID },
        { type: 'Service', value: 'COLNOMINA' },
      ],
      sortType: 'a-z',
    });
    const chips = within(dialog()).getByTestId('service-chips');
    expect(chips).toHaveTextContent('COLNOMINA');
    expect(within(chips).queryByRole('img', { name: 'Cerrar' })).not.toBeInTheDocument();
  });

  it('shows each customer/service block with its balances, alerts, packages and features', async () => {
    const openTab = jest.fn<(url?: string | URL, target?: string, features?: string) => Window | null>(() => null);
    jest.spyOn(window, 'open').mockImplementation(openTab);
    renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes() });
    const blocks = await openAndina();
    expect(blocks).toHaveLength(2);

    const [colfactura, colnomina] = blocks;
    expect(colfactura).toHaveTextContent('COLFACTURA');
    expect(colfactura).toHaveTextContent('Activa');
    expect(colfactura).toHaveTextContent('Comercializadora Andina S.A.S.');
    expect(colfactura).toHaveTextContent('900123456');
    expect(colfactura).toHaveTextContent('Rep. LegalCarlos Andrés Rodríguez Pérez');
    expect(colfactura).toHaveTextContent('Vigencia01/01/2026 - 31/12/2026');
    expect(colfactura).toHaveTextContent('Último consumo09/03/2026 10:00:00');
    expect(colnomina).toHaveTextContent('Inactiva');
    expect(colnomina).toHaveTextContent('Sin consumos');

    const cards = within(colfactura).getAllByTestId('balance-card');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent(/Documentos electrónicos.*Baja disponibilidad.*Compradas1\.000.*Consumidas870.*Disponibles130/);
    expect(cards[1]).toHaveTextContent(/Documentos soporte.*Sin disponibilidad/);
    expect(within(cards[0]!).getByRole('progressbar', { name: 'Documentos electrónicos: Consumidas' })).toHaveAttribute(
      'aria-valuenow',
      '87',
    );
    expect(within(colfactura).queryByText('Usuarios')).not.toBeInTheDocument();

    const plan = within(colfactura).getByText('Plan Pyme').closest('tr') as HTMLElement;
    expect(plan).toHaveTextContent(/Plan Pyme.*01\/01\/2026.*31\/12\/2026.*30\/12\/2025/);
    await user.click(within(plan).getByRole('button', { name: 'Expandir fila' }));
    const feature = (await within(colfactura).findByText('Documentos electrónicos', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(feature).toHaveTextContent(/1\.000.*870.*130.*09\/03\/2026 10:00:00/);
    const users = within(colfactura).getByText('Usuarios', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(users).toHaveTextContent(/Ilimitadas.*0.*Ilimitadas/);
    expect(within(users).getByRole('button', { name: 'Reporte de consumo Usuarios' })).toBeDisabled();

    await user.click(within(feature).getByRole('button', { name: 'Reporte de consumo Documentos electrónicos' }));
    expect(openTab).toHaveBeenCalledWith(
      '/license/reports/reportView?reportType=KibanaConsumptionReport&documentType=4&documentNumber=900123456' +
        '&claimCreate=COLFACTURA_DOCUMENTO&claimDelete=COLFACTURA',
      '_blank',
      'noopener',
    );
  });

  it('keeps the unit of a storage balance (GB) on its card and in its plan', async () => {
    renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes({ [DETAIL]: records([andinaStorageDetail]) }) });
    const [boveda] = await openAndina();

    const card = within(boveda).getByTestId('balance-card');
    expect(card).toHaveTextContent(/Almacenamiento.*Compradas10 GB.*Consumidas2 GB.*Disponibles8 GB/);
    await user.click(within(boveda).getAllByRole('button', { name: /Expandir fila|Expand row/ })[0]);
    const feature = (await within(boveda).findByText('Almacenamiento', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(feature).toHaveTextContent(/Almacenamiento10 GB2 GB8 GB/);
    // The plans table counts packages.
    expect(within(boveda).getByText('1-1 de 1 paquete')).toBeInTheDocument();
  });

  it('marks a suspended plan, with the reason in sight, and says its balances are not consumed', async () => {
    renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes({ [DETAIL]: records([andinaSuspendedDetail]) }) });
    const [colfactura, colnomina] = await openAndina();

    expect(within(colfactura).getByTestId('suspended-plans')).toHaveTextContent(
      'Planes suspendidos: Plan PymeSus saldos no se pueden consumir (las apps los reciben como plan suspendido)',
    );
    const suspended = within(colfactura).getByText('Plan Pyme').closest('tr') as HTMLElement;
    expect(suspended).toHaveTextContent(/Plan Pyme.*Suspendida.*Pago reversado por la pasarela de pagos: Reversada/);
    await user.hover(within(suspended).getByText('Suspendida'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Suspendida desde 10/03/2026 10:00:00');
    const inForce = within(colfactura).getByText('Paquete 50 soportes').closest('tr') as HTMLElement;
    expect(inForce).toHaveTextContent(/Paquete 50 soportes.*Activa/);
    expect(within(inForce).queryByText('Suspendida')).toBeNull();
    expect(within(colnomina).queryByTestId('suspended-plans')).toBeNull();
    // LICFINANCIERO has LICENSES but not LICENSE_FULL_ACCESS: no reactivation, no suspension.
    expect(within(suspended).queryByRole('button', { name: 'Reactivar Plan Pyme' })).toBeNull();
    expect(within(inForce).queryByRole('button', { name: /Suspender/ })).toBeNull();
  });

  it('suspends the licences of an order with a reason (required, 5 to 200 characters), then reloads the detail', async () => {
    const { calls } = renderCataloguePage(<LicencesPage />, {
      role: 'SUPERADMIN',
      routes: routes({
        [DETAIL]: [records([andinaSuspendedDetail]), records([andinaSuspendedDetail])],
        [SUSPEND]: ok({ referenceUuid: 'a2', planIds: [12] }, 'Licencias suspendidas'),
      }),
    });
    const [colfactura] = await openAndina();
    const suspended = within(colfactura!).getByText('Plan Pyme').closest('tr') as HTMLElement;
    expect(within(suspended).queryByRole('button', { name: /Suspender/ })).toBeNull();
    const inForce = within(colfactura!).getByText('Paquete 50 soportes').closest('tr') as HTMLElement;
    await user.click(within(inForce).getByRole('button', { name: 'Suspender Paquete 50 soportes' }));
    const modal = within((await screen.findByText('Suspender las licencias de esta orden')).closest('.ant-modal') as HTMLElement);
    expect(await modal.findByText(/la app recibe el evento licence.suspended con el motivo/)).toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Suspender' }));
    expect(await modal.findByText('Escriba el motivo de la suspensión (entre 5 y 200 caracteres).')).toBeInTheDocument();
    await user.type(modal.getByRole('textbox', { name: 'Motivo de la suspensión' }), '  abc ');
    await user.click(modal.getByRole('button', { name: 'Suspender' }));
    // The same message again, from another rule: antd may animate the old node out while the new one comes in, so the
    // check is that one is shown, not that a node found a moment ago is still attached.
    await waitFor(() => expect(modal.queryAllByText('Escriba el motivo de la suspensión (entre 5 y 200 caracteres).')).not.toHaveLength(0));
    expect(calls.filter((call) => call.url.endsWith('/SuspendOrderLicenses'))).toHaveLength(0);
    await user.clear(modal.getByRole('textbox', { name: 'Motivo de la suspensión' }));
    await user.type(modal.getByRole('textbox', { name: 'Motivo de la suspensión' }), ' Contrato en revisión jurídica ');
    await user.click(modal.getByRole('button', { name: 'Suspender' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/SuspendOrderLicenses'))).toHaveLength(1));
    expect(calls.find((call) => call.url.endsWith('/SuspendOrderLicenses'))!.body).toEqual({
      purchaseOrderLicenseId: 12,
      reason: 'Contrato en revisión jurídica',
    });
    expect(await screen.findByText('Licencias suspendidas')).toBeInTheDocument();
    await waitFor(() => expect(detailBodies(calls)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Suspender las licencias de esta orden')).toBeNull());
  });

  it('reactivates the suspended licences of an order after confirming, then reloads the detail', async () => {
    const { calls } = renderCataloguePage(<LicencesPage />, {
      role: 'SUPERADMIN',
      routes: routes({
        [DETAIL]: [records([andinaSuspendedDetail]), records([andinaDetail])],
        [REACTIVATE]: ok({ referenceUuid: 'a1', planIds: [11] }, 'Licencias reactivadas'),
      }),
    });
    const [colfactura] = await openAndina();
    const suspended = within(colfactura!).getByText('Plan Pyme').closest('tr') as HTMLElement;
    const inForce = within(colfactura!).getByText('Paquete 50 soportes').closest('tr') as HTMLElement;
    expect(within(inForce).queryByRole('button', { name: /Reactivar/ })).toBeNull();

    await user.click(within(suspended).getByRole('button', { name: 'Reactivar Plan Pyme' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('¿Reactivar las licencias de esta orden?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(calls.filter((call) => call.url.endsWith('/ReactivateOrderLicenses'))).toHaveLength(0);

    await user.click(within(suspended).getByRole('button', { name: 'Reactivar Plan Pyme' }));
    const again = (await screen.findAllByRole('tooltip')).find((tip) => tip.textContent?.includes('¿Reactivar')) as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Reactivar' }));
    await waitFor(() => expect(calls.filter((call) => call.url.endsWith('/ReactivateOrderLicenses'))).toHaveLength(1));
    expect(calls.find((call) => call.url.endsWith('/ReactivateOrderLicenses'))!.body).toEqual({ purchaseOrderLicenseId: 11 });
    expect(await screen.findByText('Licencias reactivadas')).toBeInTheDocument();
    await waitFor(() => expect(detailBodies(calls)).toHaveLength(2));
    await waitFor(() => expect(within(dialog()).queryByTestId('suspended-plans')).toBeNull());
  });

  it('says why a reactivation was refused', async () => {
    renderCataloguePage(<LicencesPage />, {
      role: 'SUPERADMIN',
      routes: routes({
        [DETAIL]: records([andinaSuspendedDetail]),
        [REACTIVATE]: failure(409, 'Las licencias de esta orden no están suspendidas.'),
      }),
    });
    const [colfactura] = await openAndina();
    const suspended = within(colfactura!).getByText('Plan Pyme').closest('tr') as HTMLElement;
    await user.click(within(suspended).getByRole('button', { name: 'Reactivar Plan Pyme' }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Reactivar' }));
    expect(await screen.findByText('Las licencias de esta orden no están suspendidas.')).toBeInTheDocument();
  });

  it('filters by services with deletable chips and sorts four ways', async () => {
    const { calls } = renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes() });
    await openAndina();
    expect(detailBodies(calls)[0]).toMatchObject({ filters: [{ type: 'Customer', value: ANDINA_ID }], sortType: 'a-z' });

    await user.click(within(dialog()).getByRole('checkbox', { name: 'COLFACTURA' }));
    await user.click(within(dialog()).getByRole('button', { name: 'Aplicar filtro' }));
    await waitFor(() => expect(detailBodies(calls)).toHaveLength(2));
    expect(detailBodies(calls)[1]).toMatchObject({
      filters: [
        { type: 'Customer', value: ANDINA_ID },
        { type: 'Service', value: 'COLFACTURA' },
      ],
    });

    const chips = within(dialog()).getByTestId('service-chips');
    await user.click(within(chips).getByRole('img', { name: 'Cerrar' }));
    await waitFor(() => expect(detailBodies(calls)).toHaveLength(3));
    expect(detailBodies(calls)[2]).toMatchObject({ filters: [{ type: 'Customer', value: ANDINA_ID }] });

    for (const [label, sort] of [
      ['Z - A', 'z-a'],
      ['Fecha más reciente', 'desc'],
      ['Fecha más antigua', 'asc'],
      ['A - Z', 'a-z'],
    ] as const) {
      const before = detailBodies(calls).length;
      await user.click(within(dialog()).getByRole('button', { name: /Ordenar/ }));
      await user.click(await screen.findByRole('menuitem', { name: label }));
      await waitFor(() => expect(detailBodies(calls)).toHaveLength(before + 1));
      expect(detailBodies(calls)[before]).toMatchObject({ sortType: sort });
    }
  });

  it('warns when the filter finds no licences for the customer', async () => {
    renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes({ [DETAIL]: failure(404, 'Nada') }) });
    await user.click(await screen.findByRole('button', { name: 'Ver licencias Comercializadora Andina S.A.S.' }));
    expect(await screen.findAllByText('No se encontraron licencias para este cliente en el filtro seleccionado')).not.toHaveLength(0);
    await waitFor(() => expect(document.querySelector('.ant-notification-notice-warning')).not.toBeNull());
  });

  it('exports the consumption detail of the shown filter as an xlsx file', async () => {
    const fetchSpy = jest.fn<typeof fetch>(
      async () =>
        ({
          ok: true,
          status: 200,
          statusText: 'OK',
          headers: {
            get: (name: string) =>
              name === 'Content-Disposition' ? 'attachment; filename="detalle-de-consumo-900123456-20260310.xlsx"' : null,
          },
          blob: async () => new Blob(['xlsx']),
        }) as unknown as Response,
    );
    const previousFetch = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    const created = jest.fn(() => 'blob:detalle');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicked: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    try {
      renderCataloguePage(<LicencesPage />, { role: 'LICFINANCIERO', routes: routes() });
      await openAndina();
      await user.click(within(dialog()).getByRole('button', { name: /Detalle de consumo/ }));
      await waitFor(() => expect(clicked).toEqual(['detalle-de-consumo-900123456-20260310.xlsx']));
      const [url, init] = fetchSpy.mock.calls[0];
      expect(url).toBe('/license/api/license/exportConsumptionDetail');
      expect(init?.method).toBe('POST');
      expect(JSON.parse(init?.body as string)).toEqual({
        customerId: ANDINA_ID,
        filters: [{ type: 'Customer', value: ANDINA_ID }],
        sortType: 'a-z',
      });
      expect((init?.headers as Record<string, string>).Authorization).toBeTruthy();
    } finally {
      globalThis.fetch = previousFetch;
    }
  });
});
