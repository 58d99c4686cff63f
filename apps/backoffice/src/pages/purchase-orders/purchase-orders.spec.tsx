import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import { privilegesByRole } from '@lic/shared-api-types';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { orderDetail, orderSummary } from '../../features/payments/testing/payments-fixtures';
import { renderBackoffice, signInAs } from '../../testing/render-backoffice';
import { PurchaseOrdersPage, toSearchRequest } from '.';

jest.setTimeout(60_000);
const user = catalogueUser;

const SEARCH = 'POST /license/api/PurchaseOrder/SearchPurchaseOrders';
const DETAIL = `GET /license/api/PurchaseOrder/GetPurchaseOrderDetail/${orderDetail.referenceUuid}`;

const orders = [
  orderSummary(1),
  orderSummary(2, { appName: 'colnomina', state: 5, stateName: 'Pendiente de pago en efectivo', paymentMethod: 'EFECTIVO' }),
  orderSummary(3, { appName: 'firmaya', state: 7, stateName: 'Rechazada', paymentMethod: 'EFECTIVO' }),
];

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  [SEARCH]: ok({ records: orders, count: 3 }),
  [DETAIL]: ok(orderDetail),
  ...extra,
});

const searches = (calls: Array<{ url: string; body?: unknown }>) =>
  calls.filter((call) => call.url.endsWith('/SearchPurchaseOrders')).map((call) => call.body);
const row = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

async function choose(label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByTitle(option);
  await user.click(options[options.length - 1]);
}

describe('Órdenes de compra', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists every brand’s orders, ten per page, from the first one', async () => {
    const { calls } = renderCataloguePage(<PurchaseOrdersPage />, { role: 'LICFINANCIEROCONSULTA', routes: routes() });

    expect(await screen.findByText('LIC-2026-000001')).toBeInTheDocument();
    expect(searches(calls)).toEqual([{ skip: 0, take: 10 }]);
    expect(row('LIC-2026-000001')).toHaveTextContent(/Colfactura.*Cliente 1 SAS.*800000001.*En línea.*Aprobada.*\$ 500\.001/);
    expect(row('LIC-2026-000002')).toHaveTextContent(/Colnómina.*Efectivo.*Pendiente de pago en efectivo/);
    expect(row('LIC-2026-000003')).toHaveTextContent(/Firmaya.*Rechazada/);
  });

  it('sends the filters of the form to the server', async () => {
    const { calls } = renderCataloguePage(<PurchaseOrdersPage />, { role: 'LICFINANCIERO', routes: routes() });
    await screen.findByText('LIC-2026-000001');

    await choose('Estado', 'Rechazada');
    await choose('Medio de pago', 'Efectivo');
    await choose('Marca', 'Firmaya');
    await user.type(screen.getByRole('textbox', { name: 'Documento cliente' }), ' 800000003 ');
    await user.type(screen.getByRole('textbox', { name: 'Referencia' }), 'LIC-2026');
    const [start, end] = within(screen.getByText('Fecha de registro').closest('.ant-form-item') as HTMLElement).getAllByRole('textbox');
    await user.click(start);
    await user.type(start, '2026-03-01{Enter}');
    await user.type(end, '2026-03-31{Enter}');
    await user.click(screen.getByRole('button', { name: /Buscar/ }));

    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]).toEqual({
      state: 7,
      paymentMethod: 'EFECTIVO',
      appName: 'firmaya',
      documentNumber: '800000003',
      reference: 'LIC-2026',
      from: '2026-03-01',
      to: '2026-03-31',
      skip: 0,
      take: 10,
    });
  });

  it('shows the order’s invoice and credit note with number, CUFE, status, DIAN’s reasons and "Reintentar"', async () => {
    const invoice = {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'INVOICE',
      number: 'SETP990000001',
      cufe: 'a'.repeat(96),
      issuedAt: '2026-11-28T15:00:00.000Z',
      status: 'RECHAZADA',
      total: 1071000,
      taxTotal: 171000,
      referenceUuid: orderDetail.referenceUuid,
      paymentReference: 'LIC-2026-000001',
      appName: 'colfactura',
      reasons: ['99 Validación contiene errores en campos mandatorios.'],
      lastError: null,
      creditedNumber: null,
      reason: null,
      xmlUrl: '/license/api/invoices/11111111-1111-4111-8111-111111111111/xml',
      pdfUrl: '/license/api/invoices/11111111-1111-4111-8111-111111111111/pdf',
    };
    const note = {
      ...invoice,
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'CREDIT_NOTE',
      number: 'NC1',
      status: 'GENERADA',
      reasons: [],
      creditedNumber: 'SETP990000001',
    };
    const { calls } = renderCataloguePage(<PurchaseOrdersPage />, {
      role: 'LICFINANCIERO',
      routes: routes({
        ['GET /license/api/invoices']: ok({ records: [invoice, note], count: 2 }),
        [`POST /license/api/invoices/${invoice.id}/retry`]: ok({ ...invoice, status: 'GENERADA' }),
      }),
    });
    await screen.findByText('LIC-2026-000001', undefined, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Ver detalle LIC-2026-000001' }));
    const section = await screen.findByTestId('order-invoices', undefined, { timeout: 30_000 });
    const invoiceRow = (await within(section).findByText('SETP990000001', undefined, { timeout: 30_000 })).closest('tr') as HTMLElement;
    expect(invoiceRow).toHaveTextContent(
      /Factura.*SETP990000001.*Rechazada.*\$ 1\.071\.000.*99 Validación contiene errores en campos mandatorios\./,
    );
    const noteRow = within(section).getByText('NC1').closest('tr') as HTMLElement;
    expect(noteRow).toHaveTextContent(/Nota crédito.*NC1.*Generada.*Acredita la factura SETP990000001/);
    expect(within(invoiceRow).getByRole('button', { name: 'PDF Factura SETP990000001' })).toBeInTheDocument();
    await user.click(within(invoiceRow).getByRole('button', { name: 'Reintentar Factura SETP990000001' }));
    await waitFor(() => expect(calls.some((call) => call.url.endsWith(`/license/api/invoices/${invoice.id}/retry`))).toBe(true));
  });

  it('turns the date range and the page into from, to, skip and take', () => {
    expect(toSearchRequest({ current: 3, pageSize: 20, createdRange: ['2026-03-01', '2026-03-31'], state: '', reference: '  ' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
      skip: 40,
      take: 20,
    });
  });

  it('opens the order’s detail: lines, totals, customers and its timeline', async () => {
    const { calls } = renderCataloguePage(<PurchaseOrdersPage />, { role: 'LICFINANCIEROCONSULTA', routes: routes() });
    await screen.findByText('LIC-2026-000001');

    await user.click(screen.getByRole('button', { name: 'Ver detalle LIC-2026-000001' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Orden de compra LIC-2026-000001')).toBeInTheDocument();
    expect(await within(drawer).findByText('Plan Pyme')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith(`/GetPurchaseOrderDetail/${orderDetail.referenceUuid}`))).toBe(true);

    expect(within(drawer).getByText('Plan Pyme').closest('tr')).toHaveTextContent(
      /FAC-PYME.*1.*\$ 1\.190\.000.*\$ 100\.000.*\$ 171\.000 \(19 %\).*\$ 1\.071\.000/,
    );
    expect(within(drawer).getByText('Subtotal').closest('tr')).toHaveTextContent('$ 1.000.000');
    expect(within(drawer).getByText('Pasarela').closest('tr')).toHaveTextContent('PasarelaSANDBOX');
    expect(within(drawer).getByText('Estado').closest('tr')).toHaveTextContent('EstadoAprobada');
    expect(within(drawer).getByText('Cliente de facturación')).toBeInTheDocument();
    expect(within(drawer).getByText('NIT 800000001')).toBeInTheDocument();
    expect(within(drawer).getByText('Cliente del servicio')).toBeInTheDocument();
    expect(within(drawer).getByText('CC 1020304050')).toBeInTheDocument();

    const entries = within(drawer).getAllByTestId('timeline-entry');
    expect(entries.map((entry) => entry.getAttribute('data-kind'))).toEqual([
      'REGISTERED',
      'PAYMENT_ATTEMPT',
      'GATEWAY_ANSWER',
      'APPROVED',
      'LICENCE_ISSUED',
      'EMAIL_SENT',
    ]);
    expect(entries[0]).toHaveTextContent('Orden registrada02/03/2026 10:00:00 · Ana PérezPago en línea');
    expect(entries[2]).toHaveTextContent(/Respuesta de la pasarela.*SANDBOX.*Aceptada \(transacción T-1\)/);
    expect(entries[5]).toHaveTextContent('Correo enviado02/03/2026 10:04:30pagos@cliente1.co');
  });

  it('tells a reversed order: its state, a notice that its licences are suspended, and the reversal in the timeline', async () => {
    const reversed = {
      ...orderDetail,
      state: 10 as const,
      stateName: 'Pago reversado',
      timeline: [
        ...orderDetail.timeline,
        {
          at: '2026-03-03T15:00:00Z',
          kind: 'REVERSED',
          title: 'Pago reversado',
          detail: 'Respuesta: Reversada · Transacción T-1 · Licencias suspendidas y finanzas notificado',
          actor: 'EPAYCO',
        },
      ],
    };
    renderCataloguePage(<PurchaseOrdersPage />, {
      role: 'LICFINANCIERO',
      routes: routes({
        [SEARCH]: ok({ records: [orderSummary(1, { state: 10, stateName: 'Pago reversado' })], count: 1 }),
        [DETAIL]: ok(reversed),
      }),
    });
    await screen.findByText('LIC-2026-000001');
    expect(row('LIC-2026-000001')).toHaveTextContent('Pago reversado');
    await user.click(screen.getByRole('button', { name: 'Ver detalle LIC-2026-000001' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'Pago reversadoLa pasarela reversó el pago de esta orden: sus licencias están suspendidas y finanzas fue notificado.',
    );
    expect(within(drawer).getByText('Estado').closest('tr')).toHaveTextContent('EstadoPago reversado');
    const entries = within(drawer).getAllByTestId('timeline-entry');
    expect(entries[entries.length - 1]).toHaveAttribute('data-kind', 'REVERSED');
    expect(entries[entries.length - 1]).toHaveTextContent(/Pago reversado.*EPAYCO.*Licencias suspendidas y finanzas notificado/);
  });

  it('lets finance cancel a paid order ("Anular orden") with a required reason; read-only finance sees no such action', async () => {
    const CANCEL = `POST /license/api/PurchaseOrder/CancelPurchaseOrder/${orderDetail.referenceUuid}`;
    const cancelled = {
      ...orderDetail,
      state: 11 as const,
      stateName: 'Anulada',
      cancellation: { cancelledOn: '2026-03-04T15:00:00Z', cancelledBy: 'jorge.castano', reason: 'Compra duplicada' },
    };
    const readOnly = renderCataloguePage(<PurchaseOrdersPage />, { role: 'LICFINANCIEROCONSULTA', routes: routes() });
    await screen.findByText('LIC-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Ver detalle LIC-2026-000001' }));
    await within(await screen.findByRole('dialog')).findByText('Referencia de pago');
    expect(screen.queryByRole('button', { name: 'Anular orden' })).not.toBeInTheDocument();
    readOnly.unmount();

    const { calls } = renderCataloguePage(<PurchaseOrdersPage />, {
      role: 'LICFINANCIERO',
      routes: routes({
        [DETAIL]: [ok(orderDetail), ok(cancelled)],
        [CANCEL]: ok({
          ...cancelled,
          cancelledOn: cancelled.cancellation.cancelledOn,
          cancelledBy: 'jorge.castano',
          reason: 'Compra duplicada',
          cancelledNow: true,
        }),
        ['GET /license/api/invoices']: ok({ records: [], count: 0 }),
      }),
    });
    await screen.findByText('LIC-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Ver detalle LIC-2026-000001' }));
    await user.click(await screen.findByRole('button', { name: 'Anular orden' }));
    const dialog = (await screen.findByText('Anular la orden LIC-2026-000001')).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Anular orden' }));
    expect(await within(dialog).findByText('Debes escribir el motivo de la anulación')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/CancelPurchaseOrder/'))).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Motivo de la anulación'), '  Compra duplicada ');
    await user.click(within(dialog).getByRole('button', { name: 'Anular orden' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.includes('/CancelPurchaseOrder/')).map((call) => call.body)).toEqual([
        { reason: 'Compra duplicada' },
      ]),
    );
    expect(
      await screen.findByText(
        /El personal anuló esta orden: sus licencias están suspendidas y su factura tiene nota crédito\. Motivo: Compra duplicada/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anular orden' })).not.toBeInTheDocument();
  });

  it('says so when the detail cannot be read', async () => {
    renderCataloguePage(<PurchaseOrdersPage />, {
      role: 'LICFINANCIERO',
      routes: routes({ [DETAIL]: failure(404, 'La orden de compra no existe.') }),
    });
    await screen.findByText('LIC-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Ver detalle LIC-2026-000001' }));
    expect(await screen.findByText('No es posible obtener la informacion')).toBeInTheDocument();
  });

  it('is closed to staff without the PAYMENTS privilege', async () => {
    signInAs({ LICENSE_ROLE: 'LICENSEPROMOCODE', privileges: [...privilegesByRole.LICENSEPROMOCODE] });
    renderBackoffice('/admin/purchase-orders');
    expect(await screen.findByText('No tienes los suficientes privilegios para realizar esta acción.')).toBeInTheDocument();
  });
});
