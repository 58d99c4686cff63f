import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { ApiError } from '@lic/web-api-client';
import { fileSaver } from '@lic/web-ui';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { resetAppParametersCache } from '../../app-parameters/use-app-parameters';
import { browserWindow } from '../../cart/hooks/use-cart-navigation';
import { REFERENCE_UUID, renderPaymentPage, requestsTo, user, type Reply } from '../../payment-status/testing/payment-test-kit';
import type { SummaryOrder } from '../purchase-summary.types';

jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 5000 });

const PAGE = `/summaryorder/${REFERENCE_UUID}`;
const SUMMARY = 'GET /license/api/purchaseorderlicense/getsummaryorder';
const UPLOAD = 'POST /license/api/purchaseorderlicense/uploadPaymentSupport';
const DOWNLOAD = 'GET /license/api/purchaseorderlicense/getpaymentsupport';
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
const PDF_BASE64 = btoa(String.fromCharCode(...PDF));

const order = (extra: Partial<SummaryOrder> = {}): SummaryOrder => ({
  summaryPackages: [
    { packageId: 1, packageName: 'Plan Emprendedor', quantity: 1, unitPrice: 500_000, discount: 50_000, taxIva: 19, subTotal: 450_000 },
    { packageId: 3, packageName: 'Documentos adicionales', quantity: 2, unitPrice: 100_000, discount: 0, taxIva: 19, subTotal: 200_000 },
  ],
  subTotal: 650_000,
  totalDiscount: 50_000,
  taxIva: 123_500,
  retefuente: 16_250,
  reteiva: 18_525,
  reteica: 6_266,
  totalTaxDiscount: 41_041,
  totalPurchase: 732_459,
  fileNamePaymentSupport: null,
  fileNamePaymentRUT: null,
  ...extra,
});

const summaryReply = (summary: SummaryOrder | null): Reply => ({ result: { summaryOrder: summary } });
const render = (replies: Record<string, Reply>, appName?: string) => renderPaymentPage(PAGE, { appName, replies });
const group = (name: string) => screen.getByRole('group', { name });
const fileInput = (name: string) => group(name).querySelector('input[type="file"]') as HTMLInputElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** Lets fake time pass a step at a time, so that React renders in between. */
async function pass(ms: number) {
  for (let left = ms; left >= 0; left -= 250) await act(() => jest.advanceTimersByTimeAsync(Math.min(left, 250)));
}

describe('PurchaseSummaryPage', () => {
  beforeEach(() => {
    ignorePseudoElementStyles();
    resetAppParametersCache();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('shows "Resumen de compra" with the products, the totals and the two attach buttons', async () => {
    const { requests } = render({ [SUMMARY]: summaryReply(order()) });

    expect(screen.getByRole('heading', { name: 'Resumen de compra' })).toBeInTheDocument();
    const products = await screen.findByTestId('summary-products');
    const headers = within(products)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Producto', 'Cantidad', 'Valor unitario', 'Descuento', 'IVA', 'Subtotal']);
    const rows = within(products).getAllByRole('row').slice(1);
    expect(cells(rows[0])).toEqual(['Plan Emprendedor', '1', '$ 500.000', '$ 50.000', '19%', '$ 450.000']);
    expect(cells(rows[1])).toEqual(['Documentos adicionales', '2', '$ 100.000', '$ 0', '19%', '$ 200.000']);

    const totals = within(screen.getByTestId('summary-totals'))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(totals).toEqual([
      'Subtotal$ 650.000',
      'Descuento$ 50.000',
      'IVA$ 123.500',
      'Retefuente$ 16.250',
      'Reteiva$ 18.525',
      'Reteica$ 6.266',
      'Total$ 732.459',
    ]);
    expect(within(group('Adjuntar Comprobante')).getByRole('button', { name: /Adjuntar Comprobante/ })).toBeInTheDocument();
    expect(within(group('Adjuntar RUT')).getByRole('button', { name: /Adjuntar RUT/ })).toBeInTheDocument();
    expect(fileInput('Adjuntar RUT')).toHaveAttribute('accept', '.jpg,.jpeg,.png,.gif,.pdf');

    const summaryCall = requestsTo(requests, '/license/api/purchaseorderlicense/getsummaryorder')[0];
    expect(summaryCall.headers).toEqual({ pReferenceUuid: REFERENCE_UUID, pAppName: 'colfactura' });
  });

  it.each([
    ['no summary', summaryReply(null)],
    ['no products', summaryReply(order({ summaryPackages: [] }))],
    ['an unknown order', new ApiError({ status: 404, statusMessage: '¡Orden de compra vacía o no existe!' })],
  ])('says "¡Orden de compra vacía o no existe!" for %s', async (_case, reply) => {
    render({ [SUMMARY]: reply });

    expect(await screen.findByText('¡Orden de compra vacía o no existe!')).toBeInTheDocument();
    expect(screen.queryByTestId('summary-products')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Adjuntar/ })).not.toBeInTheDocument();
  });

  it('goes back to the store with "< Volver"', async () => {
    const { location } = render({ [SUMMARY]: summaryReply(order()) });

    await user.click(screen.getByRole('button', { name: '< Volver' }));
    await waitFor(() => expect(location.pathname).toBe('/'));
  });

  it('checks the file before sending it', async () => {
    const { requests } = render({ [SUMMARY]: summaryReply(order()) });
    await screen.findByTestId('summary-products');

    await userEvent.upload(fileInput('Adjuntar Comprobante'), new File(['hola'], 'comprobante.txt'), { applyAccept: false });
    expect(await within(group('Adjuntar Comprobante')).findByRole('alert')).toHaveTextContent(
      'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).',
    );
    await userEvent.upload(fileInput('Adjuntar RUT'), new File([PDF], `${'r'.repeat(201)}.pdf`, { type: 'application/pdf' }));
    expect(await within(group('Adjuntar RUT')).findByRole('alert')).toHaveTextContent('El nombre del archivo seleccionado no es valido.');
    await userEvent.upload(fileInput('Adjuntar RUT'), new File([PDF, new Uint8Array(2_097_152)], 'rut.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(within(group('Adjuntar RUT')).getByRole('alert')).toHaveTextContent('El tamaño del archivo supera el máximo permitido (2MB).'),
    );
    expect(requestsTo(requests, '/license/api/purchaseorderlicense/uploadPaymentSupport')).toHaveLength(0);
  });

  it('sends the proof with a progress of about 2 s, confirms it and returns to the store', async () => {
    jest.useFakeTimers();
    const timedUser = userEvent.setup({
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    const { requests, location } = render({ [SUMMARY]: summaryReply(order()), [UPLOAD]: { result: true } });
    await pass(0);

    await timedUser.upload(fileInput('Adjuntar Comprobante'), new File([PDF], 'consignacion.pdf', { type: 'application/pdf' }));
    await pass(0);
    // Reading the file is real I/O, outside the fake clock: on a busy machine the progress shows a moment later.
    for (let tries = 0; tries < 100 && within(group('Adjuntar Comprobante')).queryByRole('progressbar') === null; tries += 1) {
      await act(() => new Promise((resolve) => jest.requireActual<typeof import('node:timers')>('node:timers').setImmediate(resolve)));
    }
    expect(within(group('Adjuntar Comprobante')).getByRole('progressbar')).toBeInTheDocument();
    expect(requestsTo(requests, '/license/api/purchaseorderlicense/uploadPaymentSupport').map((request) => request.body)).toEqual([
      { referenceUuid: REFERENCE_UUID, fileName: 'consignacion.pdf', contentFileBase64: PDF_BASE64, supportType: 'PAYMENT_SUPPORT' },
    ]);
    await pass(1500);
    expect(screen.queryByText('¡Se ha adjuntado el comprobante!')).not.toBeInTheDocument();
    await pass(500);

    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('¡Se ha adjuntado el comprobante!')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Debes esperar a que sea validado y aprobado. Te notificaremos por correo electrónico.'),
    ).toBeInTheDocument();
    await timedUser.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await pass(0);
    expect(location.pathname).toBe('/');
  });

  it('returns colnomina to its landing page after attaching the RUT', async () => {
    const assign = jest.spyOn(browserWindow, 'assign').mockImplementation(() => undefined);
    const { requests } = render({ [SUMMARY]: summaryReply(order()), [UPLOAD]: { result: true } }, 'colnomina');
    await screen.findByTestId('summary-products');

    await userEvent.upload(fileInput('Adjuntar RUT'), new File([PDF], 'rut.pdf', { type: 'application/pdf' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 6000 });
    expect(requestsTo(requests, '/license/api/purchaseorderlicense/uploadPaymentSupport')[0].body).toMatchObject({ supportType: 'RUT' });
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(assign).toHaveBeenCalledWith('https://www.colnomina.example/');
  });

  it('shows "¡Lo sentimos!" when the proof cannot be stored', async () => {
    render({
      [SUMMARY]: summaryReply(order()),
      [UPLOAD]: new ApiError({
        status: 422,
        statusMessage: 'La orden no admite comprobantes.',
        body: { statusCode: 422, statusMessage: 'La orden no admite comprobantes.' },
      }),
    });
    await screen.findByTestId('summary-products');

    await userEvent.upload(fileInput('Adjuntar Comprobante'), new File([PDF], 'consignacion.pdf', { type: 'application/pdf' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 6000 });
    expect(within(dialog).getByText('¡Lo sentimos!')).toBeInTheDocument();
    expect(within(dialog).getByText('No se ha podido cargar el comprobante de pago. Por favor intente nuevamente.')).toBeInTheDocument();
    expect(within(dialog).getByText('La orden no admite comprobantes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the field message the server refuses a hostile file with (a PDF with actions, an undecodable image)', async () => {
    const refusal = 'Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).';
    render({
      [SUMMARY]: summaryReply(order()),
      [UPLOAD]: new ApiError({
        status: 400,
        statusMessage: refusal,
        errors: [{ field: 'contentFileBase64', message: refusal }],
        body: { statusCode: 400, code: 'VALIDATION', statusMessage: refusal, errors: [{ field: 'contentFileBase64', message: refusal }] },
      }),
    });
    await screen.findByTestId('summary-products');

    await userEvent.upload(fileInput('Adjuntar RUT'), new File([PDF], 'rut.pdf', { type: 'application/pdf' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 6000 });
    expect(within(dialog).getByText('¡Lo sentimos!')).toBeInTheDocument();
    expect(within(dialog).getByText('No se ha podido cargar el comprobante de pago. Por favor intente nuevamente.')).toBeInTheDocument();
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    expect(within(dialog).queryByText('La solicitud contiene datos no válidos.')).not.toBeInTheDocument();
  });

  it('shows the attached files and downloads them', async () => {
    const saveBase64 = jest.spyOn(fileSaver, 'saveBase64').mockImplementation(() => undefined);
    const link = (type: string, signature: string) =>
      `/license/api/purchaseorderlicense/getpaymentsupport?ReferenceUuid=${REFERENCE_UUID}&SupportType=${type}&expires=1&signature=${signature}`;
    let issued = 0;
    const { requests } = render({
      // Each summary answer carries fresh signed links.
      [SUMMARY]: () => {
        issued += 1;
        return summaryReply(
          order({
            fileNamePaymentSupport: 'consignacion.pdf',
            fileNamePaymentRUT: 'rut-empresa.pdf',
            urlPaymentSupport: link('PAYMENT_SUPPORT', `firma-${issued}`),
            urlPaymentRUT: link('RUT', `firma-${issued}`),
          }),
        );
      },
      [DOWNLOAD]: { resultUploadSupport: { fileName: 'consignacion.pdf', base64: PDF_BASE64, pathFile: null } },
      [`${DOWNLOAD}?ReferenceUuid=${REFERENCE_UUID}&SupportType=RUT`]: new ApiError({
        status: 500,
        statusMessage: 'No hay respuesta por parte del servidor. Por favor intente más tarde.',
      }),
    });

    await screen.findByTestId('summary-products');
    await user.click(within(group('Adjuntar Comprobante')).getByRole('button', { name: /consignacion\.pdf/ }));
    await waitFor(() => expect(saveBase64).toHaveBeenCalledWith('consignacion.pdf', PDF_BASE64));
    const downloads = requestsTo(requests, '/license/api/purchaseorderlicense/getpaymentsupport');
    // Opened with the link of a summary asked for at the click, not the one the page loaded with.
    expect(downloads.map((request) => [request.path, request.headers])).toEqual([[link('PAYMENT_SUPPORT', 'firma-2'), {}]]);

    await user.click(within(group('Adjuntar RUT')).getByRole('button', { name: /rut-empresa\.pdf/ }));
    expect(await screen.findByText('Se ha presentado un error al intentar descargar el archivo.')).toBeInTheDocument();
    expect(saveBase64).toHaveBeenCalledTimes(1);
  });
});
