import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { RecordedCall } from '@lic/web-api-client/testing';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, records, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import type { CashPurchaseOrder } from '@lic/shared-api-types';
import { cashOrder, PDF_BASE64, rejectTypes } from '../../features/payments/testing/payments-fixtures';
import { PaymentsPage } from '.';

jest.setTimeout(60_000);
const user = catalogueUser;

const BATCH = 'POST /license/api/PurchaseOrder/GetPurchaseCashByBatch';
const SEARCH = 'POST /license/api/PurchaseOrder/SearchPurchaseCash';
const CHANGE = 'POST /license/api/PurchaseOrder/ChangeStatePurchase/colfactura';

const pending = Array.from({ length: 40 }, (_, index) => cashOrder(index + 1, 5));
const approved = [cashOrder(101, 6), cashOrder(102, 6)];
const rejected = [cashOrder(201, 7), cashOrder(202, 7, { rejectTypeId: 99, rejectTypeDescription: 'Pago duplicado' })];

/** GetPurchaseCashByBatch over these lists by IdState, answering { records, count } from Last and NumRows. */
function batches(lists: Record<number, CashPurchaseOrder[]>): RouteAnswer {
  return (call: RecordedCall) => {
    const { Last, NumRows, IdState } = call.body as { Last: number; NumRows: number; IdState: number };
    const all = lists[IdState] ?? [];
    return ok({ records: all.slice(Last, Last + NumRows), count: all.length });
  };
}

const routes = (extra: Record<string, RouteAnswer | RouteAnswer[]> = {}) => ({
  [BATCH]: batches({ 5: pending, 6: approved, 7: rejected }),
  'GET /license/api/parameter/GetAllRejectTypes': records(rejectTypes),
  ...extra,
});

/** The visible tab's content (the three lists stay rendered). */
const pane = () => within(document.querySelector('.ant-tabs-tabpane-active') as HTMLElement);
const rowOf = (reference: string) => pane().getByText(reference).closest('tr') as HTMLElement;
const batchCalls = (calls: RecordedCall[], idState?: number) =>
  calls.filter(
    (call) =>
      call.url.endsWith('/GetPurchaseCashByBatch') && (idState === undefined || (call.body as { IdState: number }).IdState === idState),
  );

describe('Pagos en efectivo', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('shows the three tabs with the columns of the spec, 5/10/15 rows and batches loaded as pages need them', async () => {
    const { calls } = renderCataloguePage(<PaymentsPage />, { role: 'LICFINANCIERO', routes: routes() });

    expect(await pane().findByText('LIC-2026-000001')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pagos por aprobar', 'Pagos aprobados', 'Pagos rechazados']);
    expect(
      pane()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Referencia', 'Fecha soporte', 'Cliente', 'Tipo documento', 'Documento', 'Valor a pagar', 'Acciones']);
    expect(rowOf('LIC-2026-000001')).toHaveTextContent(/03\/03\/2026.*Comercial 1 SAS.*NIT.*900000001.*\$ 1\.190\.001/);
    expect(pane().getAllByRole('row')).toHaveLength(6);
    expect(pane().getByText('5 Registros por página')).toBeInTheDocument();
    expect(pane().getByRole('button', { name: 'Filtrar' })).toBeInTheDocument();

    // The three lists load at once, one batch each.
    expect(batchCalls(calls).map((call) => call.body)).toEqual([
      { Last: 0, NumRows: 30, IdState: 5 },
      { Last: 0, NumRows: 30, IdState: 6 },
      { Last: 0, NumRows: 30, IdState: 7 },
    ]);

    await user.click(pane().getByTitle('5'));
    expect(await pane().findByText('LIC-2026-000025')).toBeInTheDocument();
    expect(batchCalls(calls, 5)).toHaveLength(1);

    await user.click(pane().getByTitle('8'));
    expect(await pane().findByText('LIC-2026-000040')).toBeInTheDocument();
    expect(batchCalls(calls, 5).map((call) => call.body)).toEqual([
      { Last: 0, NumRows: 30, IdState: 5 },
      { Last: 30, NumRows: 30, IdState: 5 },
    ]);

    await user.click(screen.getByRole('tab', { name: 'Pagos aprobados' }));
    expect(await pane().findByText('LIC-2026-000101')).toBeInTheDocument();
    expect(pane().queryByRole('button', { name: /Aprobar/ })).toBeNull();
    expect(pane().getAllByRole('button', { name: 'Ver comprobante de pago' })).toHaveLength(2);
  });

  it('offers 5, 10 and 15 rows per page', async () => {
    renderCataloguePage(<PaymentsPage />, { role: 'LICFINANCIERO', routes: routes() });
    await pane().findByText('LIC-2026-000001');

    await user.click(pane().getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '5 Registros por página',
      '10 Registros por página',
      '15 Registros por página',
    ]);
  });

  it('shows the empty text when a state has no orders', async () => {
    renderCataloguePage(<PaymentsPage />, { role: 'LICFINANCIERO', routes: routes({ [BATCH]: batches({ 5: pending }) }) });
    await user.click(await screen.findByRole('tab', { name: 'Pagos rechazados' }));
    expect(await pane().findByText('No existe información correspondiente')).toBeInTheDocument();
  });

  it('blocks spaces in the search box and filters with "Filtrar"; an empty filter brings the list back', async () => {
    const { calls } = renderCataloguePage(<PaymentsPage />, {
      role: 'LICFINANCIERO',
      routes: routes({ [SEARCH]: ok({ records: [pending[16]], count: 1 }) }),
    });
    await pane().findByText('LIC-2026-000001');
    const search = pane().getByRole('textbox', { name: 'Buscar' });

    await user.type(search, 'LIC 2026 000017');
    expect(search).toHaveValue('LIC2026000017');
    await user.clear(search);
    await user.click(search);
    await user.paste('  Comercial 17 ');
    expect(search).toHaveValue('Comercial17');

    await user.click(pane().getByRole('button', { name: 'Filtrar' }));
    expect(await pane().findByText('LIC-2026-000017')).toBeInTheDocument();
    await waitFor(() => expect(pane().queryByText('LIC-2026-000001')).toBeNull());
    expect(calls.find((call) => call.url.endsWith('/SearchPurchaseCash'))?.body).toEqual({ IdState: 5, Search: 'Comercial17' });

    await user.clear(search);
    await user.click(pane().getByRole('button', { name: 'Filtrar' }));
    expect(await pane().findByText('LIC-2026-000001')).toBeInTheDocument();
  });

  it('approves a pending payment after confirming, and reloads the three lists', async () => {
    const { calls } = renderCataloguePage(<PaymentsPage />, { role: 'LICFINANCIERO', routes: routes({ [CHANGE]: ok(true) }) });
    await pane().findByText('LIC-2026-000003');

    await user.click(within(rowOf('LIC-2026-000003')).getByRole('button', { name: /Aprobar/ }));
    expect(await screen.findByText('¿Está seguro de aprobar el pago de la orden LIC-2026-000003?')).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));

    const notice = await screen.findByText('Se ha aprobado el pago satisfactoriamente');
    expect(notice.closest('.ant-notification-notice-success')).not.toBeNull();
    expect(calls.find((call) => call.url.includes('/ChangeStatePurchase/'))?.body).toEqual({
      id: pending[2].id,
      idState: 6,
      rejectTypeId: null,
    });
    await waitFor(() => expect([5, 6, 7].map((state) => batchCalls(calls, state).length)).toEqual([2, 2, 2]));
  });

  it('shows a 422 as a warning with the server message and anything else as "Error de servidor"', async () => {
    renderCataloguePage(<PaymentsPage />, {
      role: 'SUPERADMIN',
      routes: routes({ [CHANGE]: [failure(422, 'La orden ya no está pendiente de pago.'), failure(500, 'boom')] }),
    });
    await pane().findByText('LIC-2026-000001');

    await user.click(within(rowOf('LIC-2026-000001')).getByRole('button', { name: /Aprobar/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    const warning = await screen.findByText('La orden ya no está pendiente de pago.');
    expect(warning.closest('.ant-notification-notice-warning')).not.toBeNull();

    await user.click(within(rowOf('LIC-2026-000001')).getByRole('button', { name: /Aprobar/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    const error = await screen.findByText('Error de servidor');
    expect(error.closest('.ant-notification-notice-error')).not.toBeNull();
  });

  it('does not reject without a reason, then rejects with the chosen one', async () => {
    const { calls } = renderCataloguePage(<PaymentsPage />, { role: 'LICFINANCIERO', routes: routes({ [CHANGE]: ok(true) }) });
    await pane().findByText('LIC-2026-000002');

    await user.click(within(rowOf('LIC-2026-000002')).getByRole('button', { name: /Rechazar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Rechazar el pago de la orden LIC-2026-000002')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Debes seleccionar un motivo de rechazo')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/ChangeStatePurchase/'))).toBe(false);

    await user.click(within(dialog).getByRole('combobox', { name: 'Motivo de rechazo' }));
    const options = await screen.findAllByTitle('El valor consignado no corresponde');
    await user.click(options[options.length - 1]);
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));

    expect(await screen.findByText('El pago ha sido rechazado satisfactoriamente.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.includes('/ChangeStatePurchase/'))?.body).toEqual({
      id: pending[1].id,
      idState: 7,
      rejectTypeId: 2,
    });
    await waitFor(() => expect([5, 6, 7].map((state) => batchCalls(calls, state).length)).toEqual([2, 2, 2]));
  });

  it('lets a read-only financial user see proofs but not approve or reject', async () => {
    renderCataloguePage(<PaymentsPage />, {
      role: 'LICFINANCIEROCONSULTA',
      routes: routes({
        'GET /license/api/purchaseorderlicense/getpaymentsupport': ok({
          resultUploadSupport: { fileName: 'soporte-1.pdf', base64: PDF_BASE64 },
        }),
      }),
    });
    await pane().findByText('LIC-2026-000001');

    const row = rowOf('LIC-2026-000001');
    expect(within(row).getByRole('button', { name: /Aprobar/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: /Rechazar/ })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Ver comprobante de pago' })).toBeEnabled();

    await user.click(within(row).getByRole('button', { name: 'Ver comprobante de pago' }));
    expect(await screen.findByTitle('soporte-1.pdf')).toBeInTheDocument();
  });

  it('shows the reject reason of a rejected payment under "Ver detalle"', async () => {
    renderCataloguePage(<PaymentsPage />, { role: 'LICFINANCIEROCONSULTA', routes: routes() });
    await user.click(await screen.findByRole('tab', { name: 'Pagos rechazados' }));
    await pane().findByText('LIC-2026-000201');

    await user.click(within(rowOf('LIC-2026-000201')).getByRole('button', { name: 'Ver detalle' }));
    expect(await screen.findByText('Motivo de rechazo de la orden LIC-2026-000201')).toBeInTheDocument();
    expect(screen.getByTestId('reject-reason')).toHaveTextContent('El valor consignado no corresponde');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByTestId('reject-reason')).toBeNull());

    await user.click(within(rowOf('LIC-2026-000202')).getByRole('button', { name: 'Ver detalle' }));
    expect(await screen.findByTestId('reject-reason')).toHaveTextContent('Pago duplicado');
  });
});
