import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import { notification } from 'antd';
import { resetAppParametersCache } from '../app-parameters/use-app-parameters';
import { callsTo, promoAnswer, promoRefused, renderCart, storefrontPackage, stored } from './testing/cart-test-kit';

jest.setTimeout(30_000);

const PROMO_PATH = '/license/api/PurchaseOrderLicense/ValidatePromotionCode';
const TIERS_PATH = '/license/api/license/GetPriceByLicenseType/';

const plan = storefrontPackage({ packageId: 7, packageCode: 'PLAN7', packageName: 'Plan Emprendedor' });
const extra = storefrontPackage({
  packageId: 9,
  packageCode: 'DOCS9',
  packageName: 'Documentos adicionales',
  packagePrice: 59_500,
  packageType: { packageTypeId: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
});
const freeBase = storefrontPackage({ packageId: 3, packageCode: 'FREE3', packageName: 'Plan Gratis', packagePrice: 0 });

async function ready(view: ReturnType<typeof renderCart>) {
  await waitFor(() => expect(view.result.current.ready).toBe(true));
  return view;
}

beforeEach(() => {
  localStorage.clear();
  resetAppParametersCache();
});
afterEach(() => {
  act(() => notification.destroy());
});

describe('CartProvider', () => {
  it('adds a package, opens the modal and keeps the cart under "cart" and "cartAdded"', async () => {
    const view = await ready(renderCart());
    await act(() => view.result.current.add(plan, 2));

    const cart = view.result.current;
    expect(cart.isOpen).toBe(true);
    expect(cart.count).toBe(1);
    expect(cart.pricedCart.total).toBe(238_000);
    await waitFor(() => expect(stored('cartAdded')).toEqual([{ packageCode: 'PLAN7', number: 2 }]));
    expect(stored('cart')).toEqual([
      expect.objectContaining({
        id: 7,
        packageId: 7,
        packageCode: 'PLAN7',
        name: 'Plan Emprendedor',
        number: 2,
        quantity: 2,
        total: 238_000,
      }),
    ]);
  });

  it('does not open the modal for an addition from the licence web page', async () => {
    const view = await ready(renderCart());
    await act(() => view.result.current.add(plan, 1, { source: 'licenseWeb' }));
    expect(view.result.current.count).toBe(1);
    expect(view.result.current.isOpen).toBe(false);
  });

  it('warns that a free plan cannot take more packages, and leaves the cart as it was', async () => {
    const view = await ready(renderCart());
    await act(() => view.result.current.add(freeBase));
    act(() => view.result.current.close());

    let changed = true;
    await act(async () => {
      changed = await view.result.current.add(extra);
    });
    expect(changed).toBe(false);
    expect(view.result.current.entries.map((entry) => entry.pkg.packageId)).toEqual([3]);
    expect(view.result.current.isOpen).toBe(false);
    expect(await screen.findByText('¡El plan gratuito no puede adquirir paquetes adicionales!')).toBeInTheDocument();
  });

  it('allows one free package only', async () => {
    const freeExtra = storefrontPackage({ packageId: 4, packagePrice: 0, packageType: extra.packageType });
    const view = await ready(renderCart());
    await act(() => view.result.current.add(freeExtra));
    await act(() => view.result.current.add(storefrontPackage({ packageId: 5, packagePrice: 0, packageType: extra.packageType })));
    expect(view.result.current.count).toBe(1);
    expect(await screen.findByText('Sólo puedes escoger un paquete gratis.')).toBeInTheDocument();
  });

  it('replaces the base package with another paid base', async () => {
    const view = await ready(renderCart());
    await act(() => view.result.current.add(plan));
    await act(() => view.result.current.add(extra));
    await act(() => view.result.current.add(storefrontPackage({ packageId: 8, packageName: 'Plan Pyme' })));
    expect(view.result.current.entries.map((entry) => entry.pkg.packageId)).toEqual([9, 8]);
  });

  it('changes quantities and removes items', async () => {
    const view = await ready(renderCart());
    await act(() => view.result.current.add(plan));
    await act(() => view.result.current.add(extra));

    act(() => view.result.current.setQuantity(7, 3));
    expect(view.result.current.entries.find((entry) => entry.pkg.packageId === 7)?.quantity).toBe(3);
    expect(view.result.current.pricedCart.total).toBe(3 * 119_000 + 59_500);

    act(() => view.result.current.remove(9));
    expect(view.result.current.entries.map((entry) => entry.pkg.packageId)).toEqual([7]);
    await waitFor(() => expect(stored('cartAdded')).toEqual([{ packageCode: 'PLAN7', number: 3 }]));
  });

  it('applies a promo code, prices it in and stores it under "promoCode"', async () => {
    const view = await ready(renderCart({ routes: { [`POST ${PROMO_PATH}`]: promoAnswer('NAVIDAD', [7], 10) } }));
    await act(() => view.result.current.add(plan));

    let applied = false;
    await act(async () => {
      applied = await view.result.current.applyPromo(' NAVIDAD ');
    });
    expect(applied).toBe(true);
    expect(await screen.findByText('El código promocional ha sido aplicado a su compra.')).toBeInTheDocument();
    expect(view.calls[0].body).toEqual({
      promoCode: 'NAVIDAD',
      ValidPromoCodes: [],
      PackagesInCart: [{ packageId: 7, packageCode: 'PLAN7', packageQuantity: 1 }],
      customerRegistered: false,
      appName: 'colfactura',
    });
    // 10 % off 100,000 before IVA: 90,000 + 19 % IVA.
    expect(view.result.current.pricedCart.total).toBe(107_100);
    expect(view.result.current.pricedCart.promotionCode).toBe('NAVIDAD');
    await waitFor(() =>
      expect(stored('promoCode')).toEqual({
        promoCode: 'NAVIDAD',
        promotionCode: expect.objectContaining({ promotionCode: 'NAVIDAD', offerValue: 10 }),
        validPromoCodes: ['NAVIDAD'],
      }),
    );

    // The same code again is ignored.
    await act(() => view.result.current.applyPromo('NAVIDAD'));
    expect(callsTo(view.calls, PROMO_PATH)).toHaveLength(1);
  });

  it('says a refused code cannot apply', async () => {
    const view = await ready(renderCart({ routes: { [`POST ${PROMO_PATH}`]: promoRefused } }));
    await act(() => view.result.current.add(plan));
    await act(() => view.result.current.applyPromo('VENCIDO'));
    expect(await screen.findByText('No se puede aplicar el código promocional al paquete seleccionado.')).toBeInTheDocument();
    expect(view.result.current.promo).toBeNull();
  });

  it('does not ask about a code while a free package is in the cart', async () => {
    const view = await ready(renderCart({ routes: { [`POST ${PROMO_PATH}`]: promoAnswer('X', [3]) } }));
    await act(() => view.result.current.add(freeBase));
    await act(() => view.result.current.applyPromo('NAVIDAD'));
    expect(await screen.findByText('No se puede aplicar el código promocional al paquete seleccionado.')).toBeInTheDocument();
    expect(callsTo(view.calls, PROMO_PATH)).toHaveLength(0);
  });

  it('applies the code again when a quantity changes, and drops it when the server refuses', async () => {
    const view = await ready(
      renderCart({ routes: { [`POST ${PROMO_PATH}`]: [promoAnswer('NAVIDAD', [7]), promoAnswer('NAVIDAD', [7]), promoRefused] } }),
    );
    await act(() => view.result.current.add(plan));
    await act(() => view.result.current.applyPromo('NAVIDAD'));

    act(() => view.result.current.setQuantity(7, 2));
    await waitFor(() => expect(callsTo(view.calls, PROMO_PATH)).toHaveLength(2));
    expect(callsTo(view.calls, PROMO_PATH)[1].body).toMatchObject({
      promoCode: 'NAVIDAD',
      ValidPromoCodes: ['NAVIDAD'],
      PackagesInCart: [{ packageId: 7, packageQuantity: 2 }],
    });
    await waitFor(() => expect(view.result.current.repricing).toBe(false));
    expect(view.result.current.promo?.code).toBe('NAVIDAD');

    act(() => view.result.current.setQuantity(7, 3));
    await waitFor(() => expect(view.result.current.promo).toBeNull());
    expect(await screen.findByText('No se puede aplicar el código promocional al paquete seleccionado.')).toBeInTheDocument();
  });

  it('clears the promo code and the stored cart when the cart empties', async () => {
    const view = await ready(renderCart({ routes: { [`POST ${PROMO_PATH}`]: promoAnswer('NAVIDAD', [7]) } }));
    await act(() => view.result.current.add(plan));
    await act(() => view.result.current.applyPromo('NAVIDAD'));
    await waitFor(() => expect(stored('promoCode')).not.toBeNull());

    act(() => view.result.current.remove(7));
    expect(view.result.current.emptied).toBe(true);
    expect(view.result.current.promo).toBeNull();
    await waitFor(() => expect(localStorage.getItem('promoCode')).toBeNull());
    expect(localStorage.getItem('cart')).toBeNull();
    expect(localStorage.getItem('cartAdded')).toBeNull();
  });

  it('prices an employee package by its tier and counts it once', async () => {
    const employees = storefrontPackage({
      packageId: 20,
      packageCode: 'NOM20',
      packageName: 'Nómina',
      isEmployee: true,
      serviceName: 'colnomina',
    });
    const tier = (quantity: number, price: number) => ({
      type: 'employee',
      quantity,
      price,
      packageId: 20,
      packageCode: 'NOM20',
      applyOffer: false,
      offerTypeCode: null,
      totalOffer: 0,
    });
    const view = await ready(
      renderCart({
        appName: 'colnomina',
        routes: { [`GET ${TIERS_PATH}`]: { status: 200, body: { result: { records: [tier(10, 238_000), tier(50, 595_000)] } } } },
      }),
    );
    await act(() => view.result.current.add(employees, 12));

    expect(view.calls[0].headers).toMatchObject({ pType: 'employee' });
    expect(view.result.current.entries[0].quantity).toBe(50);
    expect(view.result.current.pricedCart.total).toBe(595_000);
    await waitFor(() => expect(stored('pricesLicense')).toEqual({ employee: [tier(10, 238_000), tier(50, 595_000)] }));
    expect(stored('quantityLicense')).toEqual({ employee: [10, 50] });

    act(() => view.result.current.setQuantity(20, 10));
    expect(view.result.current.pricedCart.total).toBe(238_000);
  });

  it('reads the stored cart back', async () => {
    const first = await ready(renderCart());
    await act(() => first.result.current.add(plan, 4));
    await waitFor(() => expect(stored('cart')).not.toBeNull());
    first.unmount();

    const second = await ready(renderCart());
    expect(second.result.current.entries).toEqual([
      expect.objectContaining({ quantity: 4, pkg: expect.objectContaining({ packageId: 7, discount: 0 }) }),
    ]);
    expect(second.result.current.pricedCart.total).toBe(476_000);
  });

  it('forgets the cart and every cart key on reset (logout)', async () => {
    const view = await ready(renderCart());
    await act(() => view.result.current.add(plan));
    await act(() => view.result.current.requestRefresh());
    act(() => view.result.current.markStoreLanding());
    await waitFor(() => expect(localStorage.getItem('storeLanding')).not.toBeNull());

    act(() => view.result.current.reset());
    expect(view.result.current.count).toBe(0);
    for (const key of [
      'cart',
      'cartAdded',
      'promoCode',
      'packages',
      'pricesLicense',
      'quantityLicense',
      'refreshPage',
      'storeLanding',
      'paymentRetry',
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('takes the cart another tab stored', async () => {
    const view = await ready(renderCart());
    const other = await ready(renderCart());
    await act(() => other.result.current.add(extra, 2));
    await waitFor(() => expect(stored('cart')).not.toBeNull());

    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    });
    await waitFor(() => expect(view.result.current.count).toBe(1));
    expect(view.result.current.entries[0].quantity).toBe(2);
  });
});
