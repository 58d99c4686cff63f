import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { basePackage, channels, packageTypes, services } from '../../features/catalogue/testing/catalogue-fixtures';
import { catalogueUser as user, dialog, fill } from '../../testing/dialog-actions';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { PackagesPage } from '.';

jest.setTimeout(60_000);

const BASE = '/license/api/Package';
const URL = 'http://colfactura.localhost:3000/license/addCart/q7W2v0Abc_-x';

function routes(encrypt: RouteAnswer) {
  return {
    [`GET ${BASE}/GetPackages`]: records([basePackage]),
    [`GET ${BASE}/GetPackagesType`]: records(packageTypes),
    [`GET ${BASE}/GetAllChannel`]: records(channels),
    [`GET ${BASE}/GetPackageTax`]: ok({ packageTax: 19 }),
    'GET /license/api/service/GetAllServices': records(services),
    [`POST ${BASE}/EncryptPackage`]: encrypt,
  };
}

describe('Paquetes: Copiar enlace', () => {
  let writeText: jest.Mock<(text: string) => Promise<void>>;

  beforeEach(() => {
    ignorePseudoElementStyles();
    writeText = jest.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('generates the link of the package with quantity and promo code and copies it to the clipboard', async () => {
    const { calls } = renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes(ok({ encrypted: 'q7W2v0Abc_-x', url: URL })),
    });

    await user.click(await screen.findByRole('button', { name: 'Copiar enlace FAC-PYME' }));
    expect(await screen.findByText('Enlace de compra: Plan Pyme')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Cantidad')).toHaveValue('1');
    await fill('Cantidad', '12');
    await fill('Código promocional (opcional)', 'BIENVENIDA10');
    await user.click(within(dialog()).getByRole('button', { name: 'Generar enlace' }));

    expect(await screen.findByText('El enlace se ha copiado al portapapeles')).toBeInTheDocument();
    expect(calls.find((call) => call.url.endsWith('/EncryptPackage'))).toMatchObject({
      method: 'POST',
      body: { packageId: 11, quantity: 12, promotionCode: 'BIENVENIDA10' },
    });
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(within(dialog()).getByLabelText('Enlace')).toHaveValue(URL);
  });

  it('asks for a quantity and sends no promo code when none is typed', async () => {
    const { calls } = renderCataloguePage(<PackagesPage />, { role: 'SUPERADMIN', routes: routes(ok({ encrypted: 'x', url: URL })) });

    await user.click(await screen.findByRole('button', { name: 'Copiar enlace FAC-PYME' }));
    await screen.findByText('Enlace de compra: Plan Pyme');
    await user.clear(within(dialog()).getByLabelText('Cantidad'));
    await user.click(within(dialog()).getByRole('button', { name: 'Generar enlace' }));
    expect(await within(dialog()).findByText('Campo obligatorio')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/EncryptPackage'))).toBe(false);

    await fill('Cantidad', '2');
    await user.click(within(dialog()).getByRole('button', { name: 'Generar enlace' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/EncryptPackage'))).toBe(true));
    expect(calls.find((call) => call.url.endsWith('/EncryptPackage'))?.body).toEqual({ packageId: 11, quantity: 2, promotionCode: null });
  });

  it("shows the server's message when the link cannot be made", async () => {
    renderCataloguePage(<PackagesPage />, {
      role: 'SUPERADMIN',
      routes: routes(failure(404, 'El paquete no existe o no está activo.')),
    });

    await user.click(await screen.findByRole('button', { name: 'Copiar enlace FAC-PYME' }));
    await screen.findByText('Enlace de compra: Plan Pyme');
    await user.click(within(dialog()).getByRole('button', { name: 'Generar enlace' }));
    expect(await screen.findByText('El paquete no existe o no está activo.')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });
});
