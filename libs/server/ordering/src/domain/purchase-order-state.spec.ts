import { describe, expect, it } from '@jest/globals';
import { PurchaseCode, PurchaseOrderState, canTransition, initialStateOf, registrationCodeOf, statusOf } from './purchase-order-state';

const { REGISTERED, PENDING_CASH, APPROVED, REJECTED, ACTIVATED, PENDING_ACTIVATION } = PurchaseOrderState;

describe('purchase order states', () => {
  it('start by payment method: SIN_PAGO activated (8), EFECTIVO pending cash (5), EN_LINEA registered (1)', () => {
    expect(initialStateOf('SIN_PAGO')).toBe(8);
    expect(initialStateOf('EFECTIVO')).toBe(5);
    expect(initialStateOf('EN_LINEA')).toBe(1);
  });

  it('approve or reject only pending payments; a trial is only activated; final states stay', () => {
    for (const pending of [REGISTERED, PENDING_CASH]) {
      expect(canTransition(pending, APPROVED)).toBe(true);
      expect(canTransition(pending, REJECTED)).toBe(true);
      expect(canTransition(pending, ACTIVATED)).toBe(false);
      // The reversal of an approved payment may reach the order before the approval.
      expect(canTransition(pending, PurchaseOrderState.REVERSED)).toBe(true);
    }
    expect(canTransition(PENDING_ACTIVATION, ACTIVATED)).toBe(true);
    expect(canTransition(PENDING_ACTIVATION, APPROVED)).toBe(false);
    for (const final of [REJECTED, ACTIVATED, PurchaseOrderState.REVERSED]) {
      for (const next of [REGISTERED, PENDING_CASH, APPROVED, REJECTED, ACTIVATED, PENDING_ACTIVATION, PurchaseOrderState.REVERSED]) {
        expect(canTransition(final, next)).toBe(false);
      }
    }
    // A paid order moves only when the gateway reverses its payment.
    expect(canTransition(APPROVED, PurchaseOrderState.REVERSED)).toBe(true);
    for (const next of [REGISTERED, PENDING_CASH, APPROVED, REJECTED, ACTIVATED, PENDING_ACTIVATION]) {
      expect(canTransition(APPROVED, next)).toBe(false);
    }
    expect(canTransition(ACTIVATED, PurchaseOrderState.REVERSED)).toBe(false);
  });

  it('answer OK15 for an activation, OK16 when the account already existed, WR12 while pending', () => {
    expect(registrationCodeOf(ACTIVATED, false)).toBe('OK15');
    expect(registrationCodeOf(ACTIVATED, true)).toBe('OK16');
    expect(registrationCodeOf(REGISTERED, true)).toBe('WR12');
    expect(registrationCodeOf(PENDING_CASH, false)).toBe('WR12');
    expect(registrationCodeOf(PENDING_ACTIVATION, false)).toBe(PurchaseCode.PENDING);
  });

  it('report the status: 8 succeeds with OK15, 6 with OK12 (paid), OK16 for an existing account; 7 fails with an ER code, the rest are pending', () => {
    expect(statusOf(ACTIVATED)).toEqual({ result: true, code: 'OK15' });
    expect(statusOf(APPROVED)).toEqual({ result: true, code: 'OK12' });
    expect(statusOf(ACTIVATED, true)).toEqual({ result: true, code: 'OK16' });
    expect(statusOf(APPROVED, true)).toEqual({ result: true, code: 'OK16' });
    expect(statusOf(REJECTED).result).toBe(false);
    expect(statusOf(REJECTED).code).toContain('ER');
    expect(statusOf(PurchaseOrderState.REVERSED)).toEqual({ result: false, code: 'ER18' });
    for (const pending of [REGISTERED, PENDING_CASH, PENDING_ACTIVATION])
      expect(statusOf(pending)).toEqual({ result: false, code: 'WR12' });
  });
});
