import { describe, expect, it } from '@jest/globals';
import type { RegisteredPurchaseOrder } from '@lic/shared-api-types';
import { ApiError } from '@lic/web-api-client';
import { buildRegisterRequest, newSubmissionId, outcomeOfError, outcomeOfOrder } from './purchase-request';

const order = (code: string, extra: Partial<RegisteredPurchaseOrder> = {}) =>
  ({ referenceUuid: 'ref-1', code, statusMessage: '', paymentRequest: null, ...extra }) as RegisteredPurchaseOrder;

describe('purchase request', () => {
  it('makes a v4 UUID per submission', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSubmissionId()).not.toBe(newSubmissionId());
  });

  it('bills the licence customer when no billing person type is chosen', () => {
    const request = buildRegisterRequest({
      values: {
        service: {
          personType: 'N',
          documentTypeId: 1,
          documentNumber: '1020304050',
          email: 'ana@example.com',
          departmentId: 5,
          cityId: 5001,
        },
        billing: { email: 'otra@example.com' },
        legalTermsCheck: true,
      },
      paymentMethod: 'EN_LINEA',
      packages: [{ packageId: 1, packageCode: 'PKG-1', packageQuantity: 1 }],
      cart: { lines: [], subTotal: 100, totalDiscount: 0, taxIva: 19, total: 119, promotionCode: 'BIENVENIDA' },
      appName: 'colfactura',
      submissionId: 'id-1',
      billingShown: true,
    });
    expect(request.customerBilling).toEqual(request.customerService);
    expect(request).toMatchObject({
      submissionId: 'id-1',
      promotionCodeUse: 'BIENVENIDA',
      totals: { total: 119 },
      sendEmailActivationLicense: false,
      checkUserActivation: false,
    });
  });

  it('leads each registered order to its next step', () => {
    expect(outcomeOfOrder(order('WR12'), 'EFECTIVO')).toEqual({ kind: 'cashRegistered', referenceUuid: 'ref-1' });
    expect(outcomeOfOrder(order('WR12'), 'EN_LINEA')).toEqual({ kind: 'statusPage', referenceUuid: 'ref-1' });
    expect(
      outcomeOfOrder(
        order('WR12', { paymentRequest: { redirectionUrl: 'https://pagos.example/x' } as RegisteredPurchaseOrder['paymentRequest'] }),
        'EN_LINEA',
      ),
    ).toEqual({ kind: 'gateway', url: 'https://pagos.example/x' });
    const paymentRequest = { fullReference: 'CF-000123', redirectionUrl: '/registerPurchaseOrder/statusOrder/ref-1' };
    expect(outcomeOfOrder(order('WR12', { token: 'tok-1', paymentRequest } as Partial<RegisteredPurchaseOrder>), 'EN_LINEA')).toEqual({
      kind: 'paymentForm',
      token: 'tok-1',
      request: paymentRequest,
    });
    expect(outcomeOfOrder(order('OK15'), 'SIN_PAGO')).toEqual({ kind: 'statusPage', referenceUuid: 'ref-1' });
    expect(outcomeOfOrder(order('OK16'), 'SIN_PAGO')).toEqual({ kind: 'activeAccount' });
    expect(outcomeOfOrder(order('ER15'), 'EN_LINEA', 'No se pudo registrar el pago.')).toEqual({
      kind: 'errorRegisterPayment',
      message: 'No se pudo registrar el pago.',
    });
    expect(outcomeOfOrder(null, 'EN_LINEA')).toEqual({ kind: 'purchaseError', message: null });
  });

  it('reads the ER code of an error answer, as an object or as JSON text', () => {
    const er16 = new ApiError({
      status: 422,
      statusMessage: 'Solo una licencia.',
      body: { responseData: { Code: 'ER16', MinDateToRenewLicense: '2030-06-30' } },
    });
    expect(outcomeOfError(er16)).toEqual({ kind: 'buyOnlyOneLicense', message: 'Solo una licencia.', minDateToRenewLicense: '2030-06-30' });
    const er17 = new ApiError({ status: 422, statusMessage: 'Pendiente.', body: { responseData: '{"Code":"ER17"}' } });
    expect(outcomeOfError(er17)).toEqual({ kind: 'licensePendingActivation', message: 'Pendiente.' });
    expect(outcomeOfError(new ApiError({ status: 500, statusMessage: 'Falla' }))).toEqual({ kind: 'purchaseError', message: 'Falla' });
    expect(outcomeOfError(new Error('x'))).toEqual({ kind: 'purchaseError', message: null });
  });
});
