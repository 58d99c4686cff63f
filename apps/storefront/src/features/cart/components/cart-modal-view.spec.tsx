import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { notification } from 'antd';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { browserWindow } from '../hooks/use-cart-navigation';
import {
  callsTo,
  catalogueAnswer,
  parametersAnswer,
  promoAnswer,
  renderCartApp,
  storefrontPackage,
  type Reply,
} from '../testing/cart-test-kit';

jest.setTimeout(40_000);
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

const CATALOGUE = 'GET /license/api/package/GetPackagesByServiceName/';
const PARAMETERS = 'GET /license/api/parameter/GetAppParameters';
const PROMO = 'POST /license/api/PurchaseOrderLicense/ValidatePromotionCode';
const IDENTITY = 'POST /license/api/purchaseorder/register-identity-validation';

const plan = storefrontPackage({ packageId: 7, packageCode: 'PLAN7', packageName: 'Plan Emprendedor' });
const docs = storefrontPackage({
  packageId: 9,
  packageCode: 'DOCS9',
  packageName: 'Documentos adicionales',
  packagePrice: 59_500,
  packageType: { packageTypeId: 3, packageTypeCode: 'CMP', packageTypeName: 'Complementario' },
});

/** The embedded cart with package 7 in it. */
async function openCart(appName = 'colfactura', routes: Record<string, Reply | Reply[]> = {}, path = '/license/viewCartModal/7') {
  const view = renderCartApp(path, { appName, routes: { [CATALOGUE]: catalogueAnswer([plan, docs]), ...routes } });
  await screen.findByRole('heading', { name: 'Plan Emprendedor' });
  return view;
}

beforeEach(() => {
  localStorage.clear();
  resetAppParametersCache();
  ignorePseudoElementStyles();
});
afterEach(() => {
  act(() => notification.destroy());
  jest.restoreAllMocks();
});

describe('cart modal', () => {
  it('shows the line, the promo code form and the notes, and continues to the purchase form', async () => {
    const { location } = await openCart();
    expect(screen.getByRole('columnheader', { name: 'Valor unitario' })).toBeInTheDocument();
    expect(screen.getByText('$ 100.000')).toBeInTheDocument();
    expect(screen.getByText('19%')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código promocional' })).toBeInTheDocument();
    expect(screen.getByText('Impuesto incluido')).toBeInTheDocument();
    expect(screen.getByText('*El valor del descuento aplica antes de IVA.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(location.pathname).toBe('/registerPurchaseOrder'));
  });

  it('applies a promo code and shows the discount', async () => {
    await openCart('colfactura', { [PROMO]: promoAnswer('NAVIDAD', [7], 10) });
    await user.type(screen.getByRole('textbox', { name: 'Código promocional' }), 'NAVIDAD');
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByText('El código promocional ha sido aplicado a su compra.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$ 107.100'));
    expect(screen.getByText('$ 10.000')).toBeInTheDocument();
  });

  it('changes the quantity, removes the item and then says the cart is empty', async () => {
    await openCart();
    const quantity = screen.getByRole('spinbutton', { name: 'Cantidad Plan Emprendedor' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$ 357.000'));

    await user.click(screen.getByRole('button', { name: 'Eliminar Plan Emprendedor' }));
    expect(await screen.findByText('¡Tu carrito está vacío!')).toBeInTheDocument();
    expect(screen.getByText('Carrito de compras')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  });

  it('follows the brand parameters: no promo codes, the integration note with its contact', async () => {
    await openCart('colfactura', {
      [PARAMETERS]: parametersAnswer({
        promotionCodeApply: false,
        integrationServiceApply: true,
        contactEmailLabel: 'ventas@colfactura.co',
      }),
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Código promocional' })).not.toBeInTheDocument());
    expect(screen.getByText(/Los valores no incluyen el servicio de integración\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', 'mailto:ventas@colfactura.co');
  });

  it('adds products on the landing page for colnomina', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    const { calls } = await openCart('colnomina', {
      [PARAMETERS]: parametersAnswer({ urlLandingPage: 'https://colnomina.example/planes' }),
    });
    await waitFor(() => expect(callsTo(calls, '/license/api/parameter/GetAppParameters')).toHaveLength(1));
    // colnomina does not allow free quantity entry.
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Agregar productos/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://colnomina.example/planes'));
  });

  it('adds products on the catalogue for colfactura', async () => {
    const { location } = await openCart('colfactura', { [PARAMETERS]: parametersAnswer({ urlLandingPage: 'https://colfactura.example' }) });
    await user.click(screen.getByRole('button', { name: /Agregar productos/ }));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('opens from the header icon, with the number of items', async () => {
    const first = await openCart();
    first.unmount();

    renderCartApp('/login');
    const button = await screen.findByRole('button', { name: 'Ver carrito de compras 1' });
    expect(button).toHaveTextContent('1');
    await user.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Plan Emprendedor' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('firmaya subscriber form', () => {
  async function fillSubscriber() {
    const fill = async (label: string, text: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(text);
    };
    await fill('Número de documento', '1020304050');
    await fill('Correo electrónico', 'ana.perez@example.com');
    await fill('Número de celular', '3001234567');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
  }

  it('validates the identity (OK01) and goes to the e-mail message page', async () => {
    const { location, calls } = await openCart('firmaya', { [IDENTITY]: { status: 200, body: { result: { code: 'OK01' } } } });
    expect(screen.getByText('Datos del suscriptor')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).not.toBeChecked();

    await fillSubscriber();
    await waitFor(() => expect(location.pathname).toBe('/messageValidationEmail'));
    expect(callsTo(calls, '/license/api/purchaseorder/register-identity-validation')[0].body).toEqual({
      packages: [{ code: 'PLAN7', quantity: 1 }],
      PromotionCode: null,
      subscriber: { documentType: 'CC', document: '1020304050', email: 'ana.perez@example.com', phoneNumber: '3001234567' },
      appName: 'firmaya',
    });
    expect(await screen.findByText('No dudamos que seas tú...')).toBeInTheDocument();
  });

  it('says the information was not validated', async () => {
    await openCart('firmaya', { [IDENTITY]: { status: 200, body: { result: { code: 'ER01' } } } });
    await fillSubscriber();
    expect(await screen.findByText('No hemos validado tu información')).toBeInTheDocument();
    expect(screen.getByText('Revisa los datos ingresados y vuelve a intentarlo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByText('No hemos validado tu información')).not.toBeInTheDocument());
  });

  it('says the request could not be processed when the service does not answer', async () => {
    await openCart('firmaya', { [IDENTITY]: new TypeError('Failed to fetch') });
    await fillSubscriber();
    expect(await screen.findByText('Lo sentimos.')).toBeInTheDocument();
    expect(
      screen.getByText('No hemos podido procesar tu solicitud de validación de identidad, por favor inténtalo más tarde.'),
    ).toBeInTheDocument();
  });
});
