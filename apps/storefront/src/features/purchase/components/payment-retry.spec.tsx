import '../../../testing/text-encoder';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@lic/web-api-client';
import { CUSTOMER_LABELS } from '@lic/web-ui';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { CART_KEYS } from '../../cart/cart-storage';
import { browserWindow } from '../../cart/hooks/use-cart-navigation';
import { packageOf } from '../../catalogue/catalogue.fixtures';
import { PAYMENT_STATUS_TEXTS } from '../../payment-status/payment-status.messages';
import { PURCHASE_MODAL_TEXTS, PURCHASE_TEXTS } from '../purchase.messages';
import { cartItems, fillNaturalPerson, renderPage, requestsTo, user, type Reply } from '../testing/purchase-test-kit';

jest.setTimeout(90_000);
configure({ asyncUtilTimeout: 8000 });

// Decision 0018: the cart is kept until the payment succeeds; a declined or pending payment
// offers "Reintentar pago" back to the filled form.
const REGISTER = '/license/api/PurchaseOrderLicense/RegisterPurchaseOrder';
const STATUS = '/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/ref-123';
const basePlan = packageOf(1, 'Plan Emprendedor', { packagePrice: 350_000 });
const paymentRequest = { fullReference: 'CF-000123', redirectionUrl: '/registerPurchaseOrder/statusOrder/ref-123' };

const registered = (referenceUuid: string) => ({
  result: {
    referenceUuid,
    paymentReference: 'CF-000123',
    code: 'WR12',
    statusMessage: '',
    documentType: 1,
    documentNumber: '1020304050',
    token: `token-${referenceUuid}`,
    paymentRequest,
    paymentGateway: 'SANDBOX',
    epaycoPaymentCode: null,
  },
  statusMessage: 'Orden registrada',
});

const checkout = { result: { url: '/payment/sandbox/pay-1', paymentId: 'pay-1', paymentGateway: 'SANDBOX', referenceUuid: 'ref-123' } };
const status = (result: boolean, code: string, resultMessage: string) => ({
  result: { records: { result, code, resultMessage, resultData: { code, urlBaseExternalApp: null } } },
});

const service = () => screen.getByTestId('service-section');

/** An anonymous visitor fills the licence data and pays online: the order ref-123 goes to the gateway. */
async function payOnlineOnce(replies: Record<string, Reply> = {}) {
  const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
  const page = renderPage('/registerPurchaseOrder', {
    cart: [{ pkg: basePlan, quantity: 2 }],
    replies: { [`POST ${REGISTER}`]: registered('ref-123'), 'POST /payment/form': checkout, ...replies },
  });
  await fillNaturalPerson(service());
  await user.click(screen.getByRole('checkbox', { name: /Política de Tratamiento de Datos Personales/ }));
  await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/sandbox/pay-1'));
  return page;
}

describe('Reintentar pago', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('keeps the cart of an online order, and a declined payment returns to the filled form for a new order', async () => {
    const { cartStorage } = await payOnlineOnce();
    expect(cartItems()).toBe('1x2');
    expect(await cartStorage.read(CART_KEYS.paymentRetry)).toMatchObject({ referenceUuid: 'ref-123', cart: '1x2' });
    cleanup();

    // The gateway sends the browser back to the status page: declined (ER12).
    const { requests } = renderPage('/registerPurchaseOrder/statusOrder/ref-123', {
      cartStorage,
      replies: {
        [`GET ${STATUS}`]: status(false, 'ER12', 'Tu pago ha sido rechazado.'),
        [`POST ${REGISTER}`]: registered('ref-456'),
        'POST /payment/form': checkout,
      },
    });
    expect(await screen.findByText('Tu pago ha sido rechazado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAYMENT_STATUS_TEXTS.backToStore })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: PAYMENT_STATUS_TEXTS.retryPayment }));

    // The same cart and the form as it was sent.
    await waitFor(() => expect(within(service()).getByLabelText(CUSTOMER_LABELS.firstName)).toHaveValue('Ana María'));
    expect(within(service()).getByLabelText(CUSTOMER_LABELS.email)).toHaveValue('ana.perez@example.com');
    expect(cartItems()).toBe('1x2');

    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/sandbox/pay-1'));
    // A declined payment is never paid again: a new order is registered.
    const [order] = requestsTo(requests, REGISTER);
    expect(order.body).toMatchObject({ packagesToPurchase: [expect.objectContaining({ packageId: 1, packageQuantity: 2 })] });
    expect(await cartStorage.read(CART_KEYS.paymentRetry)).toMatchObject({ referenceUuid: 'ref-456' });
  });

  it('pays a pending order again through the gateway, without registering a second order', async () => {
    const { cartStorage } = await payOnlineOnce();
    cleanup();

    const { requests } = renderPage('/registerPurchaseOrder/statusOrder/ref-123?poll=0', {
      cartStorage,
      replies: { [`GET ${STATUS}`]: status(false, 'WR12', 'Tu pago está pendiente de confirmación.'), 'POST /payment/form': checkout },
    });
    expect(await screen.findByText(PAYMENT_STATUS_TEXTS.pending)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: PAYMENT_STATUS_TEXTS.retryPayment }));
    await waitFor(() => expect(within(service()).getByLabelText(CUSTOMER_LABELS.firstName)).toHaveValue('Ana María'));

    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/sandbox/pay-1'));
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);
    const [form] = requestsTo(requests, '/payment/form');
    expect(form.headers).toEqual({ token: 'token-ref-123' });
    expect(form.body).toMatchObject({ fullReference: 'CF-000123' });
  });

  it('asks the gateway once when "Pago en línea" is clicked twice during a retry', async () => {
    const { cartStorage } = await payOnlineOnce();
    cleanup();

    let answerCheckout: (value: unknown) => void = () => undefined;
    const slowCheckout = () => new Promise((resolve) => (answerCheckout = resolve));
    const { requests } = renderPage('/registerPurchaseOrder/statusOrder/ref-123?poll=0', {
      cartStorage,
      replies: { [`GET ${STATUS}`]: status(false, 'WR12', 'Tu pago está pendiente de confirmación.'), 'POST /payment/form': slowCheckout },
    });
    await user.click(await screen.findByRole('button', { name: PAYMENT_STATUS_TEXTS.retryPayment }));
    await waitFor(() => expect(within(service()).getByLabelText(CUSTOMER_LABELS.firstName)).toHaveValue('Ana María'));

    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    assign.mockClear(); // the first payment's trip to the gateway
    const pay = screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline });
    await user.dblClick(pay);
    await user.click(pay);
    await waitFor(() => expect(requestsTo(requests, '/payment/form')).toHaveLength(1));
    answerCheckout(checkout);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment/sandbox/pay-1'));
    expect(assign).toHaveBeenCalledTimes(1);
    expect(requestsTo(requests, '/payment/form')).toHaveLength(1);
    expect(requestsTo(requests, REGISTER)).toHaveLength(0);
  });

  it('registers a new order when the form changed after a pending payment', async () => {
    const { cartStorage } = await payOnlineOnce();
    cleanup();

    const { requests } = renderPage('/registerPurchaseOrder/statusOrder/ref-123?poll=0', {
      cartStorage,
      replies: {
        [`GET ${STATUS}`]: status(false, 'WR12', 'Tu pago está pendiente de confirmación.'),
        [`POST ${REGISTER}`]: registered('ref-789'),
        'POST /payment/form': checkout,
      },
    });
    await user.click(await screen.findByRole('button', { name: PAYMENT_STATUS_TEXTS.retryPayment }));
    await waitFor(() => expect(within(service()).getByLabelText(CUSTOMER_LABELS.firstName)).toHaveValue('Ana María'));
    const phone = within(service()).getByLabelText(CUSTOMER_LABELS.phone);
    await user.clear(phone);
    await user.type(phone, '3109876543');

    jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    await waitFor(() => expect(requestsTo(requests, REGISTER)).toHaveLength(1));
  });

  it('empties the kept cart once the payment succeeded', async () => {
    const { cartStorage } = await payOnlineOnce();
    cleanup();

    renderPage('/registerPurchaseOrder/statusOrder/ref-123', {
      cartStorage,
      replies: { [`GET ${STATUS}`]: status(true, 'OK15', 'Tu licencia fue activada.') },
    });
    expect(await screen.findByText(PAYMENT_STATUS_TEXTS.activationSuccess)).toBeInTheDocument();
    await waitFor(() => expect(cartItems()).toBe(''));
    expect(await cartStorage.read(CART_KEYS.paymentRetry)).toBeNull();
    expect(screen.queryByRole('button', { name: PAYMENT_STATUS_TEXTS.retryPayment })).not.toBeInTheDocument();
  });

  it("offers no retry for another order's decline, and keeps this browser's cart", async () => {
    renderPage('/registerPurchaseOrder/statusOrder/ref-123', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: { [`GET ${STATUS}`]: status(false, 'ER12', 'Tu pago ha sido rechazado.') },
    });
    expect(await screen.findByText('Tu pago ha sido rechazado.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAYMENT_STATUS_TEXTS.backToStore })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PAYMENT_STATUS_TEXTS.retryPayment })).not.toBeInTheDocument();
    expect(cartItems()).toBe('1x1');
  });

  it('says so when the checkout of a registered online order cannot be asked for', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    renderPage('/registerPurchaseOrder', {
      cart: [{ pkg: basePlan, quantity: 1 }],
      replies: {
        [`POST ${REGISTER}`]: registered('ref-123'),
        'POST /payment/form': new ApiError({
          status: 0,
          statusMessage: 'No hay respuesta por parte del servidor. Por favor intente más tarde.',
        }),
      },
    });
    await fillNaturalPerson(service());
    await user.click(screen.getByRole('checkbox', { name: /Política de Tratamiento de Datos Personales/ }));
    await user.click(screen.getByRole('button', { name: PURCHASE_TEXTS.payOnline }));
    const modal = await screen.findByRole('dialog');
    expect(within(modal).getByText(PURCHASE_MODAL_TEXTS.onlinePaymentFailed)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    expect(cartItems()).toBe('1x1');
  });
});
