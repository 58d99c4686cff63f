import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@lic/web-api-client';
import { COUNTED_PACKAGE_DETAIL, DASHBOARD_ENTRIES, DASHBOARD_MOVEMENTS, ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../app-parameters/use-app-parameters';
import { customerSession } from '../../testing/fake-session';
import {
  APP_PARAMETERS_PATH,
  DASHBOARD_CUSTOMER_PATH,
  MOVEMENTS_PATH,
  records,
  renderDashboard,
  result,
  serverError,
  SERVICE_DETAILS_PATH,
} from './testing/dashboard-test-kit';

jest.setTimeout(30_000);

const parameter = (parameterCode: string, type: string, value: unknown) => ({
  parameterCode,
  parameterValue: JSON.stringify({ type, value }),
});

describe('Productos adquiridos', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
    sessionStore.setSession(customerSession({ customer_type: 'NIT', customer_value: '900123456' }));
  });
  afterEach(() => {
    sessionStore.clear();
    jest.restoreAllMocks();
  });

  it('asks an anonymous visitor to sign in first', async () => {
    sessionStore.clear();
    const { location } = renderDashboard('/dashboard', {});

    await waitFor(() => expect(location.pathname).toBe('/login'));
    expect(location.search).toBe(`?redirect=${encodeURIComponent('/dashboard')}`);
  });

  it("lists the company's products with the document of the session", async () => {
    const { callsTo } = renderDashboard('/dashboard', { [DASHBOARD_CUSTOMER_PATH]: result(DASHBOARD_ENTRIES) });

    expect(await screen.findByRole('heading', { name: 'Productos adquiridos' })).toBeInTheDocument();
    expect(await screen.findByText('Colfactura')).toBeInTheDocument();
    expect(screen.getByText('Documentos electrónicos convenio')).toBeInTheDocument();
    expect(screen.getByText('Firma en token')).toBeInTheDocument();
    expect(callsTo(DASHBOARD_CUSTOMER_PATH)[0].body).toEqual({ documentType: 4, documentNumber: '900123456' });
    expect(callsTo(SERVICE_DETAILS_PATH)).toHaveLength(0);
  });

  it('opens a package detail and its movements page in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { callsTo } = renderDashboard('/dashboard', {
      [DASHBOARD_CUSTOMER_PATH]: result(DASHBOARD_ENTRIES),
      [SERVICE_DETAILS_PATH]: result(COUNTED_PACKAGE_DETAIL),
    });

    const row = (await screen.findAllByTestId('contracted-package'))[2];
    await userEvent.click(within(row).getByRole('button', { name: /Ver detalle/ }));

    expect(await within(row).findByText('15.000')).toBeInTheDocument();
    expect(within(within(row).getByTestId('figure-Disponible')).getByText('12.750')).toBeInTheDocument();
    expect(within(row).getByRole('row', { name: /CONV-2026-014/ })).toBeInTheDocument();
    expect(callsTo(SERVICE_DETAILS_PATH)[0].body).toEqual({
      DocumentType: 4,
      DocumentNumber: '900123456',
      ServiceName: 'FIRMAYA',
      PackageCode: 'FY-CONV-TOKEN',
      IsSupervised: true,
    });

    await userEvent.click(within(row).getByRole('button', { name: /Movimientos/ }));
    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0] as [string, string];
    expect(target).toBe('_blank');
    const opened = new URL(url, 'http://colfactura.localhost');
    expect(opened.pathname).toBe('/dashboard/movimientos');
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      serviceName: 'FIRMAYA',
      serviceFeatureCode: 'COLFACTURA_DOCUMENTO',
      supervised: 'true',
      from: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it('opens the external movements report when the brand has a template', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderDashboard('/dashboard', {
      [APP_PARAMETERS_PATH]: records([
        parameter('urlsFromBack', 'boolean', true),
        parameter(
          'urlMovementsReport',
          'string',
          'https://reportes.example.com/mov?doc={documentNumber}&tipo={documentType}&f={serviceFeatureCode}',
        ),
      ]),
      [DASHBOARD_CUSTOMER_PATH]: result(DASHBOARD_ENTRIES),
      [SERVICE_DETAILS_PATH]: result(COUNTED_PACKAGE_DETAIL),
    });

    const row = (await screen.findAllByTestId('contracted-package'))[0];
    await userEvent.click(within(row).getByRole('button', { name: /Ver detalle/ }));
    await within(row).findByText('15.000');
    await userEvent.click(within(row).getByRole('button', { name: /Movimientos/ }));

    expect(open.mock.calls[0][0]).toBe('https://reportes.example.com/mov?doc=900123456&tipo=4&f=COLFACTURA_DOCUMENTO');
  });

  it('shows the empty state when the company has no products or the list fails to load', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDashboard('/dashboard', { [DASHBOARD_CUSTOMER_PATH]: serverError });

    expect(await screen.findByText('¡Lo sentimos!')).toBeInTheDocument();
    expect(screen.getByText('Consulta con tu comercial aún no tienes servicios asociados a tu compañía.')).toBeInTheDocument();
  });

  it('only logs a failed detail lookup', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderDashboard('/dashboard', { [DASHBOARD_CUSTOMER_PATH]: result(DASHBOARD_ENTRIES), [SERVICE_DETAILS_PATH]: serverError });

    const row = (await screen.findAllByTestId('contracted-package'))[0];
    await userEvent.click(within(row).getByRole('button', { name: /Ver detalle/ }));

    await waitFor(() => expect(logged).toHaveBeenCalledWith('No se pudo consultar el detalle del servicio contratado', expect.anything()));
    expect(within(within(row).getByTestId('figure-Total')).getByText('0')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /Movimientos/ })).toBeDisabled();
  });
});

describe('Movimientos', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
    sessionStore.setSession(customerSession({ customer_type: 'NIT', customer_value: '900123456' }));
  });
  afterEach(() => {
    sessionStore.clear();
    jest.restoreAllMocks();
  });

  const path =
    '/dashboard/movimientos?serviceName=COLFACTURA&serviceFeatureCode=COLFACTURA_DOCUMENTO&supervised=false&from=2026-11-01&to=2026-11-20';

  it('lists the movements of the range in the address', async () => {
    const { callsTo } = renderDashboard(path, { [MOVEMENTS_PATH]: records(DASHBOARD_MOVEMENTS) });

    expect(await screen.findByRole('heading', { name: 'Movimientos' })).toBeInTheDocument();
    expect(await screen.findByText('10/11/2026 15:45:30')).toBeInTheDocument();
    expect(screen.getByText('1.200')).toBeInTheDocument();
    expect(screen.getByTestId('movements-subject')).toHaveTextContent('COLFACTURA · COLFACTURA_DOCUMENTO');
    expect(screen.getByDisplayValue('01/11/2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('20/11/2026')).toBeInTheDocument();
    expect(callsTo(MOVEMENTS_PATH)[0].body).toEqual({
      DocumentType: 4,
      DocumentNumber: '900123456',
      ServiceName: 'COLFACTURA',
      ServiceFeatureCode: 'COLFACTURA_DOCUMENTO',
      From: '2026-11-01',
      To: '2026-11-20',
    });
  });

  it('defaults to the month to date and shows an empty table when the load fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { callsTo } = renderDashboard('/dashboard/movimientos?serviceName=COLFACTURA&serviceFeatureCode=COLFACTURA_DOCUMENTO', {
      [MOVEMENTS_PATH]: serverError,
    });

    expect(await screen.findByText('No existe información correspondiente a los criterios de búsqueda')).toBeInTheDocument();
    const body = callsTo(MOVEMENTS_PATH)[0].body as { From: string; To: string };
    expect(body.From).toMatch(/^\d{4}-\d{2}-01$/);
    expect(body.To >= body.From).toBe(true);
  });
});
