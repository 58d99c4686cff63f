import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { ApiError, NO_RESPONSE, type RequestOptions } from '@lic/web-api-client';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { browserWindow } from '../../cart/hooks/use-cart-navigation';
import {
  COUNTDOWN_SECONDS,
  REFERENCE_UUID,
  renderPaymentPage,
  requestsTo,
  STATUS_PATH,
  statusAnswer,
  statusRecord,
  user,
  type Reply,
} from '../testing/payment-test-kit';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/registerPurchaseOrder/statusOrder/${REFERENCE_UUID}`;
const APP_URL = 'https://app.colfactura.example/';
const pending = statusRecord(false, 'WR12', 'Tu pago está pendiente de confirmación.');
const approved = statusRecord(true, 'OK14', 'Tu pago ha sido aprobado y tu licencia está activa.', APP_URL);

const statusReplies = (reply: Reply) => ({ [`GET ${STATUS_PATH}`]: reply });
const countsOf = (requests: Parameters<typeof requestsTo>[0]) =>
  requestsTo(requests, STATUS_PATH).map((request) => request.headers.countValidatePayment);

/** Lets fake time pass a second at a time, so that React renders between the countdown's ticks. */
async function pass(ms: number) {
  for (let left = ms; left >= 0; left -= 1000) await act(() => jest.advanceTimersByTimeAsync(Math.min(left, 1000)));
}

describe('PaymentStatusPage', () => {
  let assign: jest.SpiedFunction<typeof browserWindow.assign>;

  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
    assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows "¡Activación exitosa!" for OK15 with a button to the app (records as a list)', async () => {
    const { requests } = renderPaymentPage(PAGE, {
      replies: statusReplies(statusAnswer(statusRecord(true, 'OK15', 'Tu licencia ha sido activada.', APP_URL), true)),
    });

    expect(await screen.findByRole('heading', { name: '¡Activación exitosa!' })).toBeInTheDocument();
    expect(screen.getByText('Tu licencia ha sido activada.')).toBeInTheDocument();
    expect(requestsTo(requests, STATUS_PATH)[0].path).toBe(`${STATUS_PATH}colfactura`);
    expect(countsOf(requests)).toEqual(['0']);

    await user.click(screen.getByRole('button', { name: 'Ir a Colfactura' }));
    expect(assign).toHaveBeenCalledWith(APP_URL);
    expect(screen.queryByText('¡Ya tienes una cuenta activa!')).not.toBeInTheDocument();
  });

  it('shows "¡Pago exitoso!" for any other success, going to the landing page when the app has no URL', async () => {
    renderPaymentPage(PAGE, {
      replies: statusReplies(statusAnswer({ ...approved, resultData: { code: 'OK14', urlBaseExternalApp: null } })),
    });

    expect(await screen.findByRole('heading', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a Colfactura' }));
    expect(assign).toHaveBeenCalledWith('https://www.colfactura.example/');
  });

  it('pops up "¡Ya tienes una cuenta activa!" for OK16 after a purchase', async () => {
    renderPaymentPage(PAGE, {
      appName: 'firmaya',
      replies: statusReplies(statusAnswer(statusRecord(true, 'OK16', '¡Ya tienes una cuenta activa!', 'https://app.firmaya.example/'))),
    });

    const popup = await screen.findByRole('dialog');
    expect(within(popup).getByText('¡Ya tienes una cuenta activa!')).toBeInTheDocument();
    await user.click(within(popup).getByRole('button', { name: 'Ir a Firmaya' }));
    expect(assign).toHaveBeenCalledWith('https://app.firmaya.example/');
  });

  it('shows OK16 without the popup on a single check', async () => {
    const { requests } = renderPaymentPage(`${PAGE}?poll=0`, {
      replies: statusReplies(statusAnswer(statusRecord(true, 'OK16', 'Tu licencia ha sido activada.', APP_URL))),
    });

    expect(await screen.findByRole('heading', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(countsOf(requests)).toEqual(['-1']);
  });

  it('shows "¡Lo sentimos!" with the message and "Volver a la tienda" for an ER code', async () => {
    const { location } = renderPaymentPage(PAGE, {
      replies: statusReplies(statusAnswer(statusRecord(false, 'ER12', 'Tu pago ha sido rechazado.'))),
    });

    expect(await screen.findByRole('heading', { name: '¡Lo sentimos!' })).toBeInTheDocument();
    expect(screen.getByText('Tu pago ha sido rechazado.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a la tienda' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('sends colnomina back to its landing page from a failure', async () => {
    renderPaymentPage(PAGE, {
      appName: 'colnomina',
      replies: statusReplies(statusAnswer(statusRecord(false, 'ER12', 'Tu pago ha sido rechazado.'))),
    });
    await user.click(await screen.findByRole('button', { name: 'Volver a la tienda' }));
    expect(assign).toHaveBeenCalledWith('https://www.colnomina.example/');
  });

  it('offers no button for a failure without an ER code', async () => {
    renderPaymentPage(PAGE, { replies: statusReplies(statusAnswer(statusRecord(false, 'XX01', 'Estado desconocido.'))) });

    expect(await screen.findByRole('heading', { name: '¡Lo sentimos!' })).toBeInTheDocument();
    expect(screen.getByText('Estado desconocido.')).toBeInTheDocument();
    expect(within(screen.getByTestId('payment-result')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a pending payment with "Aceptar" and checks only once without polling', async () => {
    jest.useFakeTimers();
    const { requests, location } = renderPaymentPage(`${PAGE}?poll=false`, { replies: statusReplies(statusAnswer(pending)) });

    expect(await screen.findByRole('heading', { name: '¡Licencia pendiente por activar!' })).toBeInTheDocument();
    expect(screen.getByText('Tu pago está pendiente de confirmación.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    await pass(10 * COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toEqual(['-1']);

    jest.useRealTimers();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('polls a pending payment: a countdown, 6 re-checks counted 1 to 6, then the countdown restarts', async () => {
    jest.useFakeTimers();
    const replies: string[] = [];
    const { requests } = renderPaymentPage(PAGE, {
      replies: statusReplies((_body: unknown, options?: RequestOptions) => {
        replies.push(options?.headers?.countValidatePayment ?? '');
        return statusAnswer(replies.length < 10 ? pending : approved);
      }),
    });
    await pass(0);
    expect(screen.getByRole('heading', { name: '¡Licencia pendiente por activar!' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Consultaremos nuevamente el estado de tu pago en 5 segundos.');
    expect(countsOf(requests)).toEqual(['0']);

    await pass(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('en 4 segundos.');
    await pass(3000);
    expect(countsOf(requests)).toEqual(['0']);
    await pass(1000);
    expect(countsOf(requests)).toEqual(['0', '1']);
    expect(screen.getByText('Consulta 1 de 6')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('en 5 segundos.');

    await pass(5 * COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(screen.getByText('Consulta 6 de 6')).toBeInTheDocument();
    // After the sixth re-check the countdown restarts and a new round begins.
    expect(screen.getByRole('timer')).toHaveTextContent('en 5 segundos.');
    await pass(COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toEqual(['0', '1', '2', '3', '4', '5', '6', '1']);
    expect(screen.getByText('Consulta 1 de 6')).toBeInTheDocument();

    // The tenth answer approves the payment: the polling stops.
    await pass(2 * COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toEqual(['0', '1', '2', '3', '4', '5', '6', '1', '2', '3']);
    expect(screen.getByRole('heading', { name: '¡Pago exitoso!' })).toBeInTheDocument();
    await pass(5 * COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toHaveLength(10);
  });

  it('keeps polling when a re-check gets no answer', async () => {
    jest.useFakeTimers();
    let calls = 0;
    const { requests } = renderPaymentPage(PAGE, {
      replies: statusReplies(() => {
        calls += 1;
        return calls === 2 ? new ApiError({ status: 0, statusMessage: NO_RESPONSE }) : statusAnswer(calls < 4 ? pending : approved);
      }),
    });
    await pass(0);

    await pass(COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toEqual(['0', '1']);
    expect(screen.getByRole('heading', { name: '¡Licencia pendiente por activar!' })).toBeInTheDocument();
    expect(screen.queryByText(NO_RESPONSE)).not.toBeInTheDocument();
    await pass(2 * COUNTDOWN_SECONDS * 1000);
    expect(countsOf(requests)).toEqual(['0', '1', '2', '3']);
    expect(screen.getByRole('heading', { name: '¡Pago exitoso!' })).toBeInTheDocument();
  });

  it('shows the api-client message when the server does not answer, and checks again on request', async () => {
    let calls = 0;
    renderPaymentPage(PAGE, {
      replies: statusReplies(() => {
        calls += 1;
        return calls === 1 ? new ApiError({ status: 0, statusMessage: NO_RESPONSE }) : statusAnswer(approved);
      }),
    });

    expect(await screen.findByText(NO_RESPONSE)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '¡Lo sentimos!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Volver a consultar' }));
    expect(await screen.findByRole('heading', { name: '¡Pago exitoso!' })).toBeInTheDocument();
  });

  it("tells a customer an order with a malformed reference does not exist, without the server's field path", async () => {
    renderPaymentPage('/registerPurchaseOrder/statusOrder/no-es-una-referencia', {
      replies: statusReplies(
        new ApiError({
          status: 400,
          code: 'VALIDATION',
          statusMessage: 'referenceUuid: El identificador no es válido.',
          errors: [{ field: 'referenceUuid', message: 'El identificador no es válido.' }],
        }),
      ),
    });

    expect(await screen.findByText('¡Orden de compra vacía o no existe!')).toBeInTheDocument();
    expect(screen.queryByText(/referenceUuid/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Volver a la tienda' })).toBeInTheDocument();
  });

  it('shows the server message for an unknown order', async () => {
    renderPaymentPage(PAGE, {
      replies: statusReplies(new ApiError({ status: 404, statusMessage: '¡Orden de compra vacía o no existe!' })),
    });

    expect(await screen.findByText('¡Orden de compra vacía o no existe!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a la tienda' })).toBeInTheDocument();
  });
});
