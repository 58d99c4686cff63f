import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../app-parameters/use-app-parameters';
import { browserWindow } from './hooks/use-cart-navigation';
import { callsTo, catalogueAnswer, promoAnswer, renderCartApp, storefrontPackage, stored } from './testing/cart-test-kit';

jest.setTimeout(30_000);
// Pages load when first shown (decision 0015): on a busy machine that takes more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const CATALOGUE = 'GET /license/api/package/GetPackagesByServiceName/';
const DECRYPT = 'POST /license/api/Package/DecryptPackage';
const PROMO = 'POST /license/api/PurchaseOrderLicense/ValidatePromotionCode';

const plan = storefrontPackage({ packageId: 7, packageCode: 'PLAN7', packageName: 'Plan Emprendedor' });
const docs = storefrontPackage({
  packageId: 9,
  packageCode: 'DOCS9',
  packageName: 'Documentos adicionales',
  packagePrice: 59_500,
  packageType: { packageTypeId: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
});
const freeBase = storefrontPackage({ packageId: 3, packageCode: 'FREE3', packageName: 'Plan Gratis', packagePrice: 0 });
const catalogue = catalogueAnswer([plan, docs, freeBase]);

beforeEach(() => {
  localStorage.clear();
  resetAppParametersCache();
  ignorePseudoElementStyles();
});
afterEach(() => {
  act(() => notification.destroy());
  jest.restoreAllMocks();
});

describe('/license/viewCartModal', () => {
  it('adds the package of the path with its quantity and shows the cart in the page', async () => {
    const { calls } = renderCartApp('/license/viewCartModal/7/2', { routes: { [CATALOGUE]: catalogue } });

    expect(await screen.findByRole('heading', { name: 'Plan Emprendedor' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Cantidad Plan Emprendedor' })).toHaveValue('2');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$ 238.000');
    expect(callsTo(calls, '/license/api/package/GetPackagesByServiceName/colfactura')).toHaveLength(1);
    expect(document.querySelector('.ant-modal')).toBeNull();
    await waitFor(() => expect(stored('storeLanding')).toBe(true));
    expect(stored('packages')).toHaveLength(3);
  });

  it('takes the package code and quantity from the query string', async () => {
    renderCartApp('/license/viewCartModal?idParam=DOCS9&quantityParam=3', { routes: { [CATALOGUE]: catalogue } });
    expect(await screen.findByRole('heading', { name: 'Documentos adicionales' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Cantidad Documentos adicionales' })).toHaveValue('3');
  });

  it('only notes an unknown package in the console', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderCartApp('/license/viewCartModal/999', { routes: { [CATALOGUE]: catalogue } });

    await waitFor(() => expect(info).toHaveBeenCalledWith('El paquete 999 no existe en el catálogo de colfactura.'));
    expect(screen.getByText('Carrito de compras')).toBeInTheDocument();
    expect(screen.getByText('¡Tu carrito está vacío!')).toBeInTheDocument();
  });

  it('with reloadParam true sets the refresh flag and reloads once after 900 ms', async () => {
    const reload = jest.spyOn(browserWindow, 'reload').mockImplementation(() => undefined);
    renderCartApp('/license/viewCartModal/7/1/true', { routes: { [CATALOGUE]: catalogue } });

    await waitFor(() => expect(stored('refreshPage')).toBe(true));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(localStorage.getItem('refreshPage')).toBeNull();
  });

  it('does not ask for a reload without reloadParam', async () => {
    const reload = jest.spyOn(browserWindow, 'reload').mockImplementation(() => undefined);
    renderCartApp('/license/viewCartModal/7/1', { routes: { [CATALOGUE]: catalogue } });
    await screen.findByRole('heading', { name: 'Plan Emprendedor' });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshPage')).toBeNull();
  });

  it('closes to the home page outside a frame', async () => {
    const { location } = renderCartApp('/license/viewCartModal/7', { routes: { [CATALOGUE]: catalogue } });
    await screen.findByRole('heading', { name: 'Plan Emprendedor' });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('tells the embedding page when it is closed inside a frame', async () => {
    jest.spyOn(browserWindow, 'inFrame').mockReturnValue(true);
    const post = jest.spyOn(browserWindow, 'postToParent').mockImplementation(() => undefined);
    renderCartApp('/license/viewCartModal/7', { routes: { [CATALOGUE]: catalogue } });
    await screen.findByRole('heading', { name: 'Plan Emprendedor' });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(post).toHaveBeenCalledWith({ source: 'license-cart', action: 'close' });
  });
});

describe('/license/viewCartMenu', () => {
  it('lists price x quantity and the subtotal, and pays through the purchase form', async () => {
    const first = renderCartApp('/license/viewCartModal/7/2', { routes: { [CATALOGUE]: catalogue } });
    await screen.findByRole('heading', { name: 'Plan Emprendedor' });
    await waitFor(() => expect(stored('cart')).not.toBeNull());
    first.unmount();

    const { location } = renderCartApp('/license/viewCartMenu');
    expect(await screen.findByText('$ 119.000 x 2')).toBeInTheDocument();
    expect(screen.getByTestId('cart-menu-subtotal')).toHaveTextContent('$ 238.000');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
  });

  it('leads the whole page to the purchase from inside a frame', async () => {
    const first = renderCartApp('/license/viewCartModal/7', { routes: { [CATALOGUE]: catalogue } });
    await screen.findByRole('heading', { name: 'Plan Emprendedor' });
    await waitFor(() => expect(stored('cart')).not.toBeNull());
    first.unmount();

    jest.spyOn(browserWindow, 'inFrame').mockReturnValue(true);
    const openTop = jest.spyOn(browserWindow, 'openTop').mockImplementation(() => undefined);
    renderCartApp('/license/viewCartMenu');
    await screen.findByText('$ 119.000 x 1');
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(openTop).toHaveBeenCalledWith('http://localhost/license/RegisterPurchaseExt');
  });
});

describe('whole pesos', () => {
  const package120 = storefrontPackage({ packageId: 12, packageCode: 'PLAN12', packageName: 'Plan 120', packagePrice: 120_000 });

  it.each([
    [2, '$ 240.000'],
    [7, '$ 840.000'],
  ])('shows %p × a 120.000 package as exactly %p in the cart and in the cart menu', async (quantity, total) => {
    const first = renderCartApp(`/license/viewCartModal/12/${quantity}`, { routes: { [CATALOGUE]: catalogueAnswer([package120]) } });
    await screen.findByRole('heading', { name: 'Plan 120' });
    expect(screen.getByTestId('cart-total').textContent).toBe(total);
    const table = screen.getByTestId('cart-table-detailed');
    expect(table).toHaveTextContent(total);
    expect(table).toHaveTextContent('$ 100.840,34');
    expect(table).not.toHaveTextContent(/\$ \d{3}\.000,\d/);
    await waitFor(() => expect(stored('cart')).not.toBeNull());
    expect((stored('cart') as Array<{ total: number }>)[0].total).toBe(quantity * 120_000);
    first.unmount();

    renderCartApp('/license/viewCartMenu');
    expect(await screen.findByText(`$ 120.000 x ${quantity}`)).toBeInTheDocument();
    expect(screen.getByTestId('cart-menu-line-total').textContent).toBe(total);
    expect(screen.getByTestId('cart-menu-subtotal').textContent).toBe(total);
  });
});

describe('/license/addCartItem', () => {
  it('adds the package without opening the cart, then goes to the purchase form', async () => {
    const { location } = renderCartApp('/license/addCartItem/7', { routes: { [CATALOGUE]: catalogue } });
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
    await waitFor(() => expect(stored('cartAdded')).toEqual([{ packageCode: 'PLAN7', number: 1 }]));
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('still goes on when the package does not exist', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { location } = renderCartApp('/license/addCartItem/NOPE', { routes: { [CATALOGUE]: catalogue } });
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
    expect(localStorage.getItem('cartAdded')).toBeNull();
  });
});

describe('/license/addCart', () => {
  it('fills the cart from the decrypted link, applies its promo code and goes to the purchase form', async () => {
    const records = [{ ...plan, quantity: 3, promotionCode: 'ENLACE10' }];
    const { location, calls } = renderCartApp('/license/addCart/c2VhbGVk-link_value', {
      routes: { [DECRYPT]: { status: 200, body: { result: { records } } }, [PROMO]: promoAnswer('ENLACE10', [7]) },
    });

    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
    expect(callsTo(calls, '/license/api/Package/DecryptPackage')[0].body).toEqual({ package: 'c2VhbGVk-link_value' });
    expect(callsTo(calls, '/license/api/PurchaseOrderLicense/ValidatePromotionCode')[0].body).toMatchObject({
      promoCode: 'ENLACE10',
      PackagesInCart: [{ packageId: 7, packageCode: 'PLAN7', packageQuantity: 3 }],
    });
    await waitFor(() => expect(stored('cartAdded')).toEqual([{ packageCode: 'PLAN7', number: 3 }]));
    expect(stored('promoCode')).toMatchObject({ promoCode: 'ENLACE10' });
    expect(stored<Array<Record<string, unknown>>>('cart')?.[0]).not.toHaveProperty('promotionCode');
  });

  it('says the link could not be processed and goes to the message page', async () => {
    const { location } = renderCartApp('/license/addCart/broken', {
      routes: {
        [DECRYPT]: { status: 400, body: { statusCode: 400, code: 'ORDERING.PACKAGE_LINK_INVALID', statusMessage: 'x', errors: [] } },
      },
    });

    await waitFor(() => expect(location.pathname).toBe('/messageValidationEmail'));
    expect(location.search).toBe('?estado=error');
    expect(await screen.findByText('¡Ocurrió un inconveniente!')).toBeInTheDocument();
    expect(await screen.findByText('No hemos podido procesar la solicitud, por favor inténtalo más tarde.')).toBeInTheDocument();
  });
});

describe('/license/RegisterPurchaseExt', () => {
  async function storeCart(appName: string, id: number) {
    const view = renderCartApp(`/license/viewCartModal/${id}`, { appName, routes: { [CATALOGUE]: catalogue } });
    await waitFor(() => expect(stored('cartAdded')).not.toBeNull());
    view.unmount();
  }

  it('goes to the purchase form with the stored cart', async () => {
    await storeCart('colfactura', 3);
    const { location } = renderCartApp('/license/RegisterPurchaseExt');
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
  });

  it('goes to the activation for firmaya when a base package costs 0', async () => {
    await storeCart('firmaya', 3);
    const { location } = renderCartApp('/license/RegisterPurchaseExt', { appName: 'firmaya' });
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder/activatePlan'));
  });

  it('goes to the purchase form for firmaya with a paid base', async () => {
    await storeCart('firmaya', 7);
    const { location } = renderCartApp('/license/RegisterPurchaseExt', { appName: 'firmaya' });
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
  });
});
