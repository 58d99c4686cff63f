import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { notification } from 'antd';
import type { PaymentReviewRecord } from '@lic/shared-api-types';
import { ignorePseudoElementStyles } from '@lic/web-ui/testing';
import { catalogueUser } from '../../testing/dialog-actions';
import { failure, ok, type RouteAnswer } from '../../testing/route-fetch';
import { renderCataloguePage } from '../../testing/render-catalogue-page';
import { PaymentReviewsPage } from '.';

jest.setTimeout(60_000);
const user = catalogueUser;

const LIST = 'GET /license/api/PaymentReview';
const RESOLVE = 'POST /license/api/PaymentReview/Resolve';

const review = (n: number, overrides: Partial<PaymentReviewRecord> = {}): PaymentReviewRecord => ({
  id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  referenceUuid: `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  paymentReference: `LIC-2026-00000${n}`,
  appName: 'firmaya',
  gateway: 'EPAYCO',
  transactionId: `EP-${n}`,
  gatewayReference: '7001',
  kind: 'UNKNOWN_CODE',
  reason:
    'La pasarela respondió el código «99» (Estado nuevo), que la tienda no conoce. El pago no cambió: consulta la transacción en la pasarela.',
  responseCode: '99',
  responseText: 'Estado nuevo',
  source: 'RECONCILIATION',
  paymentState: 'PENDING',
  amount: 150_000,
  openedOn: '2026-03-02T15:00:00Z',
  resolvedOn: null,
  resolvedBy: null,
  resolutionNote: null,
  ...overrides,
});

const listByStatus =
  (open: PaymentReviewRecord[], resolved: PaymentReviewRecord[] = []): RouteAnswer =>
  (call) =>
    ok({ records: call.url.includes('status=RESOLVED') ? resolved : open, count: 0 });

describe('Revisión de pagos en línea', () => {
  beforeEach(ignorePseudoElementStyles);
  afterEach(() => {
    act(() => notification.destroy());
    jest.restoreAllMocks();
  });

  it('lists the open answers with unknown codes, and finance closes one with a note', async () => {
    let resolved = false;
    const { calls } = renderCataloguePage(<PaymentReviewsPage />, {
      role: 'LICFINANCIERO',
      routes: {
        [LIST]: (call) => ok({ records: call.url.includes('status=OPEN') && !resolved ? [review(1)] : [], count: 0 }),
        [RESOLVE]: () => {
          resolved = true;
          return ok(review(1, { resolvedOn: '2026-03-03T15:00:00Z', resolvedBy: 'financiero', resolutionNote: 'Abandonada' }));
        },
      },
    });
    const cell = await screen.findByText('LIC-2026-000001');
    const row = cell.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(/que la tienda no conoce.*EPAYCO.*EP-1.*99.*Estado nuevo.*Conciliación.*Pendiente.*\$ 150\.000/);

    await user.click(within(row).getByRole('button', { name: 'Cerrar revisión LIC-2026-000001' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar revisión' }));
    expect(await within(dialog).findByText('Escribe qué encontraste en la pasarela (hasta 500 caracteres).')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/Resolve'))).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Qué encontraste en la pasarela' }), '  Abandonada por el pagador  ');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar revisión' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.endsWith('/Resolve')).map((call) => call.body)).toEqual([
        { id: review(1).id, note: 'Abandonada por el pagador' },
      ]),
    );
    expect(await screen.findByText('La revisión quedó cerrada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('LIC-2026-000001')).not.toBeInTheDocument());
  });

  it('shows why each answer is there: a transaction already kept for another order, a gateway record that does not fit', async () => {
    const reused =
      'La transacción EP-5 ya está registrada en la orden LIC-2026-000001; esta confirmación la presenta para la orden LIC-2026-000005. No se aplicó.';
    const mismatch = 'La pasarela registra la transacción EP-6 por $ 1.500, no por el valor de la orden ($ 150.000). No se aplicó.';
    renderCataloguePage(<PaymentReviewsPage />, {
      role: 'LICFINANCIERO',
      routes: {
        [LIST]: listByStatus([
          review(5, { kind: 'TRANSACTION_REUSED', reason: reused, responseCode: '1', responseText: 'Aceptada', source: 'CONFIRMATION' }),
          review(6, { kind: 'RECORD_MISMATCH', reason: mismatch, responseCode: '1', responseText: 'Aceptada' }),
        ]),
      },
    });
    expect(await screen.findByRole('columnheader', { name: 'Motivo' })).toBeInTheDocument();
    const reusedRow = (await screen.findByText('LIC-2026-000005')).closest('tr') as HTMLElement;
    expect(within(reusedRow).getByText(reused)).toBeInTheDocument();
    expect(reusedRow).toHaveTextContent(/EP-5.*Aceptada.*Confirmación/);
    const mismatchRow = screen.getByText('LIC-2026-000006').closest('tr') as HTMLElement;
    expect(within(mismatchRow).getByText(mismatch)).toBeInTheDocument();
  });

  it('shows the server’s warning when someone closed it first', async () => {
    renderCataloguePage(<PaymentReviewsPage />, {
      role: 'LICFINANCIERO',
      routes: { [LIST]: listByStatus([review(2)]), [RESOLVE]: failure(422, 'Este elemento de revisión ya fue cerrado.') },
    });
    await user.click(await screen.findByRole('button', { name: 'Cerrar revisión LIC-2026-000002' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Qué encontraste en la pasarela' }), 'Revisado');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar revisión' }));
    expect(await screen.findByText('Este elemento de revisión ya fue cerrado.')).toBeInTheDocument();
  });

  it('lets read-only finance staff read the list without closing, and shows the closed ones with who and why', async () => {
    renderCataloguePage(<PaymentReviewsPage />, {
      role: 'LICFINANCIEROCONSULTA',
      routes: {
        [LIST]: listByStatus(
          [review(3)],
          [review(4, { resolvedOn: '2026-03-03T15:00:00Z', resolvedBy: 'financiero', resolutionNote: 'Sigue en proceso' })],
        ),
      },
    });
    await screen.findByText('LIC-2026-000003');
    expect(screen.queryByRole('button', { name: /Cerrar revisión/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Revisadas' }));
    const cell = await screen.findByText('LIC-2026-000004');
    expect(cell.closest('tr')).toHaveTextContent(/financiero.*Sigue en proceso/);
  });
});
