import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser as user } from '../../testing/dialog-actions';
import { failure, ok, records } from '../../testing/route-fetch';
import { credential, createdCredential } from '../../features/app-credentials/testing/app-credentials-fixtures';
import { renderAdminRoute } from '../../testing/render-admin-route';

jest.setTimeout(60_000);

const LIST = 'GET /license/api/app-credentials';
const CREATE = 'POST /license/api/app-credentials';
const REVOKE = (id: string) => `POST /license/api/app-credentials/${id}/revoke`;

const active = credential(1, { lastUsedOn: '2026-02-28T20:15:00Z' });
const revoked = credential(2, { appName: 'colnomina', clientId: 'colnomina-client-2', revokedOn: '2026-02-20T10:00:00Z' });

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('Credenciales de apps', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists the credentials with their state, right after "Licencias y consumos" in the menu', async () => {
    const bySystem = credential(3, { appName: 'firmaya', clientId: 'firmaya-client-3', createdBy: 'system' });
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'LICFINANCIERO',
      routes: {
        [LIST]: records([active, revoked, bySystem]),
        // Who created it: the staff user's name from the security service, never the user name or "system".
        'GET /api/user/GetUserByNameId': (call) =>
          call.headers.iduser === 'superadmin'
            ? ok({ fullName: 'Ana Administradora' })
            : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', statusMessage: 'No existe', errors: [] } },
      },
    });

    expect(await screen.findByText('colfactura-client-1')).toBeInTheDocument();
    const menu = screen.queryAllByTestId(/^admin-menu-/).map((entry) => entry.textContent);
    expect(menu.slice(menu.indexOf('Licencias y consumos'), menu.indexOf('Licencias y consumos') + 2)).toEqual([
      'Licencias y consumos',
      'Credenciales de apps',
    ]);
    await waitFor(() => expect(rowOf('colfactura-client-1')).toHaveTextContent('Ana Administradora'));
    expect(rowOf('colfactura-client-1')).toHaveTextContent(
      /Colfactura.*Servidor 1.*Ana Administradora.*10\/02\/2026 10:30:00.*28\/02\/2026 15:15:00.*Activa.*Revocar/,
    );
    expect(rowOf('firmaya-client-3')).toHaveTextContent(/Firmaya.*Sistema \(proceso automático\)/);
    expect(rowOf('firmaya-client-3')).not.toHaveTextContent('system');
    expect(calls.filter((call) => call.url.endsWith('/GetUserByNameId')).map((call) => call.headers.iduser)).not.toContain('system');
    expect(rowOf('colnomina-client-2')).toHaveTextContent(/Colnómina.*Nunca.*Revocada/);
    expect(within(rowOf('colnomina-client-2')).queryByRole('button', { name: /Revocar/ })).not.toBeInTheDocument();
  });

  it('creates a credential and shows its secret once, with a copy button and the warning', async () => {
    const created = createdCredential();
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'SUPERADMIN',
      routes: { [LIST]: [records([active]), records([created, active])], [CREATE]: ok({ records: created }) },
    });
    await screen.findByText('colfactura-client-1');

    await user.click(screen.getByRole('button', { name: /Nueva credencial/ }));
    const form = within(await screen.findByRole('dialog'));
    await user.click(form.getByRole('button', { name: 'Crear' }));
    expect(await form.findAllByText('Campo obligatorio')).toHaveLength(2);

    await user.click(form.getByRole('combobox', { name: 'App' }));
    await user.click(await screen.findByTitle('Firmaya'));
    await user.type(form.getByRole('textbox', { name: 'Descripción' }), '  Firmas (producción) ');
    await user.click(form.getByRole('button', { name: 'Crear' }));

    const shown = within(await screen.findByRole('dialog', { name: 'Credencial creada' }));
    expect(
      shown.getByText('Copie el secreto ahora: no se volverá a mostrar. Si se pierde, revoque la credencial y cree otra.'),
    ).toBeInTheDocument();
    expect(shown.getByText('s3cr3t-mostrado-una-vez')).toBeInTheDocument();
    expect(shown.getByText('firmaya-client-9')).toBeInTheDocument();
    expect(shown.getAllByRole('button', { name: /copy|copiar/i })).toHaveLength(2);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ appName: 'firmaya', description: 'Firmas (producción)' });

    await user.click(shown.getByRole('button', { name: 'Entendido, ya lo copié' }));
    await waitFor(() => expect(screen.queryByText('s3cr3t-mostrado-una-vez')).not.toBeInTheDocument());
    expect(await screen.findByText('firmaya-client-9')).toBeInTheDocument();
  });

  it('shows the server message when the credential is refused', async () => {
    renderAdminRoute('/admin/app-credentials', {
      role: 'SUPERADMIN',
      routes: { [LIST]: records([]), [CREATE]: failure(400, 'appName: La app no reporta consumos.') },
    });
    expect(await screen.findByText('No hay credenciales registradas.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nueva credencial/ }));
    const form = within(await screen.findByRole('dialog'));
    await user.click(form.getByRole('combobox', { name: 'App' }));
    await user.click(await screen.findByTitle('Bóveda'));
    await user.type(form.getByRole('textbox', { name: 'Descripción' }), 'Bóveda');
    await user.click(form.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('appName: La app no reporta consumos.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('revokes after confirming', async () => {
    const { calls } = renderAdminRoute('/admin/app-credentials', {
      role: 'LICENSECOMERCIAL',
      routes: {
        [LIST]: [records([active]), records([{ ...active, revokedOn: '2026-03-01T15:00:00Z' }])],
        [REVOKE(active.id)]: ok({ records: { ...active, revokedOn: '2026-03-01T15:00:00Z' } }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Revocar colfactura-client-1' }));
    expect(await screen.findByText('¿Revocar esta credencial? La app dejará de poder reportar consumos con ella.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(calls.filter((call) => call.url.endsWith('/revoke'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Revocar colfactura-client-1' }));
    await user.click(await screen.findByRole('button', { name: 'Sí, revocar' }));
    expect(await screen.findByText('Credencial revocada.')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith('/revoke')).map((call) => call.url)).toEqual([
      `/license/api/app-credentials/${active.id}/revoke`,
    ]);
    await waitFor(() => expect(rowOf('colfactura-client-1')).toHaveTextContent('Revocada'));
  });

  it('shows the no-privilege text without LICENSES', async () => {
    renderAdminRoute('/admin/app-credentials', { role: 'LICFINANCIEROCONSULTA', routes: { [LIST]: records([active]) } });
    expect(await screen.findByText('No tienes los suficientes privilegios para realizar esta acción.')).toBeInTheDocument();
  });
});
