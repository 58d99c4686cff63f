import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { privilegesByRole } from '@lic/shared-api-types';
import { sessionStore } from '@lic/web-api-client';
import userEvent from '@testing-library/user-event';
import { NO_BACKOFFICE_ACCESS_TEXT } from '../../session/no-backoffice-access';
import { renderBackoffice, signInAs } from '../../testing/render-backoffice';

const NO_PRIVILEGE = 'No tienes los suficientes privilegios para realizar esta acción.';

// ProLayout is heavy to render in jsdom on a busy machine.
jest.setTimeout(20_000);

function menuEntries(): string[] {
  return screen.queryAllByTestId(/^admin-menu-/).map((entry) => entry.textContent ?? '');
}

describe('back-office layout', () => {
  beforeEach(() => sessionStore.clear());

  it('shows a financial user exactly the modules of their role', async () => {
    signInAs({ LICENSE_ROLE: 'LICFINANCIERO', privileges: [...privilegesByRole.LICFINANCIERO] });
    renderBackoffice('/admin');

    expect(await screen.findByText('Inicio')).toBeInTheDocument();
    await waitFor(() =>
      expect(menuEntries()).toEqual([
        'Pagos en efectivo',
        'Órdenes de compra',
        'Revisión de pagos',
        'Facturas electrónicas',
        'Licencias y consumos',
        'Credenciales de apps',
        'Informes',
      ]),
    );
    const welcome = screen.getByTestId('admin-welcome');
    expect(welcome).toHaveTextContent('Laura Gómez');
    expect(screen.getAllByTestId(/^admin-home-/).map((card) => card.textContent)).toEqual([
      'Pagos en efectivo',
      'Órdenes de compra',
      'Revisión de pagos',
      'Facturas electrónicas',
      'Licencias y consumos',
      'Credenciales de apps',
      'Informes',
    ]);
  });

  it('shows the no-privilege message on a module the user lacks', async () => {
    signInAs({ LICENSE_ROLE: 'LICFINANCIERO', privileges: [...privilegesByRole.LICFINANCIERO] });
    renderBackoffice('/admin/packages');

    expect(await screen.findByText(NO_PRIVILEGE)).toBeInTheDocument();
  });

  it('keeps "Entregas fallidas" for full access: a financial user gets the no-privilege message', async () => {
    signInAs({ LICENSE_ROLE: 'LICFINANCIERO', privileges: [...privilegesByRole.LICFINANCIERO] });
    renderBackoffice('/admin/dead-letters');

    expect(await screen.findByText(NO_PRIVILEGE)).toBeInTheDocument();
  });

  it('opens a module the user holds, titled with its name', async () => {
    signInAs({ LICENSE_ROLE: 'SUPERADMIN', privileges: [...privilegesByRole.SUPERADMIN] });
    renderBackoffice('/admin/packages');

    const main = await screen.findByRole('main');
    expect(await within(main).findByText('Paquetes', { selector: '.ant-page-header-heading-title' })).toBeInTheDocument();
    expect(screen.queryByText(NO_PRIVILEGE)).not.toBeInTheDocument();
  });

  it('sends a visitor without a session to sign in, coming back to the page asked for', async () => {
    const { assignLocation } = renderBackoffice('/admin/payments');

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fpayments'));
    expect(screen.queryByTestId(/^admin-menu-/)).not.toBeInTheDocument();
  });

  it.each([
    ['a customer signed in to the license brand', { customer_id: 'c-1', customer_type: 'NIT', customer_value: '900123456' }],
    ['a user of another app', { APPS: 'COLFACTURA', privileges: [...privilegesByRole.SUPERADMIN] }],
    ['staff whose roles open no module', { LICENSE_ROLE: 'LICENSE_BEMYSELF_COMERCIALMANAGER', privileges: [] }],
  ])('tells %s that the back office is not theirs, with a link back to the store and sign-out', async (_who, claims) => {
    signInAs(claims);
    const { assignLocation } = renderBackoffice('/admin');

    expect(await screen.findByText(NO_PRIVILEGE)).toBeInTheDocument();
    expect(screen.getByText(NO_BACKOFFICE_ACCESS_TEXT.subTitle)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a la tienda' })).toHaveAttribute('href', '/');
    expect(screen.queryByTestId(/^admin-menu-/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('admin-welcome')).not.toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('/login'));
    expect(sessionStore.isAuthenticated()).toBe(false);
  });
});
