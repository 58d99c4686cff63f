import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser as user } from '../../testing/dialog-actions';
import { failure, records } from '../../testing/route-fetch';
import { renderAdminRoute } from '../../testing/render-admin-route';
import { reportLinks } from '../../features/reports/testing/reports-fixtures';

jest.setTimeout(60_000);

const LINKS = 'GET /license/api/reports/links';

describe('Informes', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the four cards and opens each report in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    renderAdminRoute('/admin/reports', {
      role: 'LICFINANCIEROCONSULTA',
      routes: { [LINKS]: records(reportLinks({ consumption: { url: 'https://bi.example.com/consumo', external: true } })) },
    });

    const cards = await screen.findAllByRole('link', {
      name: /Gestión Servicios|Soporte por Cliente|Códigos Promocionales|Reporte de Consumo/,
    });
    expect(cards.map((card) => card.querySelector('.ant-card-meta-title')?.textContent)).toEqual([
      'Gestión Servicios',
      'Soporte por Cliente',
      'Códigos Promocionales',
      'Reporte de Consumo',
    ]);
    expect(within(cards[3]).getByText('Enlace externo')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Últimos 90 días')).toBeInTheDocument();

    await user.click(cards[1]);
    expect(open).toHaveBeenLastCalledWith(
      '/admin/license/reports/reportView?reportType=GeneralConsumptionReport&askCustomer=true',
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(cards[3]);
    expect(open).toHaveBeenLastCalledWith('https://bi.example.com/consumo', '_blank', 'noopener,noreferrer');
  });

  it('says so when the cards cannot be loaded', async () => {
    renderAdminRoute('/admin/reports', { role: 'SUPERADMIN', routes: { [LINKS]: failure(500, 'Error') } });
    expect(await screen.findByText('La solicitud no ha podido ser procesada')).toBeInTheDocument();
  });

  it('shows the no-privilege text without REPORTS', async () => {
    const { calls } = renderAdminRoute('/admin/reports', { role: 'LICENSECOMERCIAL', routes: { [LINKS]: records(reportLinks()) } });
    expect(await screen.findByText('No tienes los suficientes privilegios para realizar esta acción.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/reports/links'))).toHaveLength(0);
  });
});
