import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { PersonalDataAccessView } from '@lic/shared-api-types';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { records } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { AccessLog } from './components/access-log';

jest.setTimeout(60_000);

const entry = (action: string, extra: Partial<PersonalDataAccessView> = {}): PersonalDataAccessView => ({
  accessedOn: '2026-11-28T20:15:00.000Z',
  userName: 'comercial',
  actor: 'PERSONAL',
  action,
  subject: '900123456',
  detail: null,
  ip: null,
  ...extra,
});

const LOG = [
  entry('FICHA_CLIENTE', { detail: 'Comercializadora Andina S.A.S.', ip: '198.51.100.21' }),
  entry('DETALLE_ORDEN', { detail: 'Orden LIC-000123; pagador 900123456', ip: '198.51.100.22', accessedOn: '2026-11-28T20:16:00.000Z' }),
  entry('COMPROBANTE_PAGO', { ip: '2001:db8::7', accessedOn: '2026-11-28T20:17:00.000Z' }),
  entry('RUT', { ip: '198.51.100.24', accessedOn: '2026-11-28T20:18:00.000Z' }),
  entry('EXPORTACION', { userName: 'cliente', actor: 'CLIENTE', accessedOn: '2026-11-28T20:19:00.000Z' }),
  entry('HISTORIAL_AUTORIZACIONES', { userName: 'oficial.datos', accessedOn: '2026-11-28T20:20:00.000Z' }),
  entry('SOLICITUDES', { userName: 'oficial.datos', accessedOn: '2026-11-28T20:21:00.000Z' }),
  entry('CODIGO_FUTURO', { accessedOn: '2026-11-28T20:22:00.000Z' }),
];

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

describe('"Registro de accesos": who read whose personal data', () => {
  beforeEach(ignorePseudoElementStyles);

  it('names every action in Spanish and shows the detail and the address of each read', async () => {
    renderCataloguePage(<AccessLog />, { role: 'OFICIAL_DATOS', routes: { 'GET /api/personal-data-access': records(LOG) } });
    expect(await screen.findByRole('cell', { name: 'Abrió la ficha del cliente' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Detalle' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dirección IP' })).toBeInTheDocument();

    const customer = within(rowOf('Abrió la ficha del cliente'));
    expect(customer.getByText('Comercializadora Andina S.A.S.')).toBeInTheDocument();
    expect(customer.getByText('198.51.100.21')).toBeInTheDocument();
    expect(customer.getByText('28/11/2026 15:15:00')).toBeInTheDocument();
    const order = within(rowOf('Abrió el detalle de la orden'));
    expect(order.getByText('Orden LIC-000123; pagador 900123456')).toBeInTheDocument();
    expect(order.getByText('198.51.100.22')).toBeInTheDocument();
    expect(within(rowOf('Abrió el comprobante de pago')).getByText('2001:db8::7')).toBeInTheDocument();
    expect(within(rowOf('Abrió el RUT')).getByText('198.51.100.24')).toBeInTheDocument();
    // Reads recorded before addresses were kept show a dash, not an empty cell.
    expect(within(rowOf('Exportó sus datos personales')).getAllByText('—')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Consultó el historial de autorizaciones' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Consultó las solicitudes de datos' })).toBeInTheDocument();
    // A code this screen does not know yet is shown as it came rather than hidden.
    expect(screen.getByRole('cell', { name: 'CODIGO_FUTURO' })).toBeInTheDocument();
    for (const code of [
      'FICHA_CLIENTE',
      'DETALLE_ORDEN',
      'COMPROBANTE_PAGO',
      'RUT',
      'EXPORTACION',
      'HISTORIAL_AUTORIZACIONES',
      'SOLICITUDES',
    ]) {
      expect(screen.queryByText(code)).not.toBeInTheDocument();
    }
  });
});
