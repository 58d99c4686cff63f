import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { WebhookDeliveryLogEntry, WebhookView } from '@lic/shared-api-types';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser as user } from '../../testing/dialog-actions';
import { ok, records } from '../../testing/route-fetch';
import { renderAdminRoute } from '../../testing/render-admin-route';

jest.setTimeout(60_000);

const CREDENTIALS = 'GET /license/api/app-credentials';
const LIST = 'GET /license/api/webhooks';
const CREATE = 'POST /license/api/webhooks';

const hook: WebhookView = {
  id: '11111111-1111-4111-8111-111111111111',
  appName: 'colfactura',
  url: 'https://api.colfactura.com/webhooks',
  events: ['licence.issued', 'balance.low'],
  active: true,
  createdBy: 'financiero',
  createdOn: '2026-11-20T15:00:00Z',
  disabledOn: null,
  secretRotatedOn: null,
  previousSecretExpiresOn: null,
};
const delivery: WebhookDeliveryLogEntry = {
  id: '22222222-2222-4222-8222-222222222222',
  webhookId: hook.id,
  eventId: '33333333-3333-5333-8333-333333333333',
  eventType: 'licence.issued',
  state: 'failed',
  attempts: 8,
  lastStatus: 500,
  lastError: 'El receptor respondió 500.',
  lastResponseExcerpt: 'caído',
  nextAttemptOn: null,
  createdOn: '2026-11-21T15:00:00Z',
  lastAttemptOn: '2026-11-21T20:00:00Z',
  deliveredOn: null,
  log: [
    { attemptedOn: '2026-11-21T15:00:00Z', statusCode: 500, responseExcerpt: 'caído', durationMs: 12, error: 'El receptor respondió 500.' },
  ],
};

async function openTab() {
  await user.click(await screen.findByRole('tab', { name: 'Webhooks' }));
}

describe('Credenciales de apps: Webhooks', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists the app’s webhooks with their events in Spanish and state', async () => {
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'LICFINANCIERO',
      routes: {
        [CREDENTIALS]: records([]),
        [LIST]: records([hook, { ...hook, id: 'x', url: 'https://viejo.example.com', active: false }]),
      },
    });
    await openTab();
    const row = (await screen.findByText('https://api.colfactura.com/webhooks')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(
      /Licencia emitida.*Saldo bajo \(85 %\).*Activo.*Entregas.*Enviar evento de prueba.*Rotar secreto.*Desactivar/,
    );
    const old = screen.getByText('https://viejo.example.com').closest('tr') as HTMLElement;
    expect(old).toHaveTextContent('Desactivado');
    expect(within(old).queryByText('Desactivar')).not.toBeInTheDocument();
    expect(within(old).queryByText('Enviar evento de prueba')).not.toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/license/api/webhooks'))?.url).toBe('/license/api/webhooks?appName=colfactura');
  });

  it('registers a webhook with the chosen events and shows its secret once', async () => {
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'SUPERADMIN',
      routes: {
        [CREDENTIALS]: records([]),
        [LIST]: [records([]), records([hook])],
        [CREATE]: ok({ id: hook.id, secret: 'whsec_una-vez' }),
      },
    });
    await openTab();
    expect(await screen.findByText('Esta app no tiene webhooks registrados.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nuevo webhook/ }));
    const form = within(await screen.findByRole('dialog'));
    await user.click(form.getByRole('button', { name: 'Registrar' }));
    expect(await form.findByText('Seleccione al menos un evento.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'URL' }), 'https://api.colfactura.com/webhooks');
    await user.click(form.getByRole('checkbox', { name: /Licencia emitida/ }));
    await user.click(form.getByRole('checkbox', { name: /Saldo agotado/ }));
    await user.click(form.getByRole('button', { name: 'Registrar' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Secreto del webhook' }));
    expect(shown.getByText('whsec_una-vez')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      appName: 'colfactura',
      url: 'https://api.colfactura.com/webhooks',
      events: ['licence.issued', 'balance.exhausted'],
    });
    await user.click(shown.getByRole('button', { name: 'Entendido, ya lo copié' }));
    await waitFor(() => expect(screen.queryByText('whsec_una-vez')).not.toBeInTheDocument());
  });

  it('shows the delivery log and replays a failed delivery', async () => {
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'SUPERADMIN',
      routes: {
        [CREDENTIALS]: records([]),
        [LIST]: records([hook]),
        [`GET /license/api/webhooks/${hook.id}/deliveries`]: [records([delivery]), records([{ ...delivery, state: 'pending' }])],
        [`POST /license/api/webhooks/deliveries/${delivery.id}/replay`]: ok(
          { records: { ...delivery, state: 'pending' } },
          'Entrega reenviada.',
        ),
      },
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: `Entregas ${hook.url}` }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Registro de entregas' }));
    const row = (await drawer.findByText('Licencia emitida')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/Licencia emitida.*8.*Fallida.*500.*caído.*—.*Reenviar/);
    await user.click(within(row).getByRole('button', { name: /Reenviar/ }));
    expect(await screen.findByText('Entrega reenviada.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/replay'))).toHaveLength(1);
    await waitFor(() => expect(drawer.getByText('En curso')).toBeInTheDocument());
  });

  it('sends a test event and opens the log, where the pending ping shows when its next attempt is due', async () => {
    const ping: WebhookDeliveryLogEntry = {
      ...delivery,
      id: '44444444-4444-4444-8444-444444444444',
      eventType: 'ping',
      state: 'pending',
      attempts: 1,
      lastStatus: 503,
      lastResponseExcerpt: 'mantenimiento',
      nextAttemptOn: '2026-11-21T15:05:00Z',
    };
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'SUPERADMIN',
      routes: {
        [CREDENTIALS]: records([]),
        [LIST]: records([hook]),
        [`POST /license/api/webhooks/${hook.id}/test`]: ok({ records: ping }, 'Evento de prueba enviado. Revise el registro de entregas.'),
        [`GET /license/api/webhooks/${hook.id}/deliveries`]: records([ping]),
      },
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: `Enviar evento de prueba ${hook.url}` }));
    expect(await screen.findByText('Evento de prueba enviado. Revise el registro de entregas.')).toBeInTheDocument();
    const drawer = within(await screen.findByRole('dialog', { name: 'Registro de entregas' }));
    for (const heading of ['Evento', 'Fecha', 'Intentos', 'Último estado', 'Última respuesta', 'Próximo intento', 'Acciones'])
      expect(drawer.getByRole('columnheader', { name: heading })).toBeInTheDocument();
    const row = (await drawer.findByText('Evento de prueba')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/Evento de prueba.*En curso.*503.*mantenimiento/);
    expect(within(row).queryByRole('button', { name: /Reenviar/ })).not.toBeInTheDocument();
    expect(row.textContent).not.toContain('—');
    expect(calls.filter((call) => call.url.endsWith('/test'))).toHaveLength(1);
  });

  it('rotates the secret with the grace period chosen (24 h by default) and says until when the old one signs', async () => {
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'SUPERADMIN',
      routes: {
        [CREDENTIALS]: records([]),
        [LIST]: records([hook]),
        [`POST /license/api/webhooks/${hook.id}/rotate-secret`]: ok(
          { id: hook.id, secret: 'whsec_nuevo', previousSecretExpiresOn: '2026-11-22T15:00:00Z' },
          'Secreto rotado. Guarde el nuevo secreto: no se volverá a mostrar.',
        ),
      },
    });
    await openTab();
    await user.click(await screen.findByRole('button', { name: `Rotar secreto ${hook.url}` }));
    const form = within(await screen.findByRole('dialog', { name: 'Rotar el secreto del webhook' }));
    expect(form.getByText('24 horas')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Rotar secreto' }));
    const shown = within(await screen.findByRole('dialog', { name: 'Nuevo secreto del webhook' }));
    expect(shown.getByText('whsec_nuevo')).toBeInTheDocument();
    expect(shown.getByTestId('previous-secret')).toHaveTextContent(/El secreto anterior sigue firmando hasta el 22\/11\/2026/);
    expect(calls.find((call) => call.url.endsWith('/rotate-secret'))?.body).toEqual({ graceSeconds: 86_400 });
  });
});
