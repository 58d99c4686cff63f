import { describe, expect, it } from '@jest/globals';
import { PaymentApprovedEvent, PaymentRejectedEvent, PaymentReversedEvent } from '@lic/server-payments-api';
import type { GatewayAnswer } from './payment-attempt.entity';
import { Payment, type NewPayment } from './payment.entity';

const at = new Date('2026-11-22T15:00:00Z');

function payment(overrides: Partial<NewPayment> = {}): Payment {
  return Payment.open({
    referenceUuid: '7d3f1c5e-2b4a-4c6d-8e9f-0a1b2c3d4e5f',
    paymentReference: 'LIC-2026-000001',
    appName: 'firmaya',
    serviceName: 'FIRMAYA',
    method: 'EN_LINEA',
    gateway: 'SANDBOX',
    amount: 150000,
    taxIva: 23949.58,
    customer: {
      personType: 'N',
      name: 'Laura Gómez',
      documentTypeId: 1,
      documentNumber: '1020304050',
      email: 'l@e.co',
      cellphoneNumber: null,
    },
    lines: [{ packageId: 1, packageName: 'Firmaya 50 firmas', quantity: 1, unitPrice: 126050.42, total: 150000 }],
    orderRegisteredOn: at,
    ...overrides,
  });
}

const inProduction = { acceptTestTransactions: false };

const answer = (outcome: GatewayAnswer['outcome'], transactionId = 'TX-1', extra: Partial<GatewayAnswer> = {}): GatewayAnswer => ({
  gateway: 'SANDBOX',
  transactionId,
  gatewayReference: '1',
  outcome,
  responseCode: outcome === 'APPROVED' ? '1' : outcome === 'REJECTED' ? '2' : '3',
  responseText: outcome,
  amount: 150000,
  currency: 'COP',
  test: false,
  known: true,
  ...extra,
});

describe('Payment', () => {
  it('opens pending in COP; cash and SIN_PAGO carry no gateway', () => {
    expect(payment()).toMatchObject({ state: 'PENDING', currency: 'COP', gateway: 'SANDBOX' });
    expect(payment({ method: 'EFECTIVO', gateway: 'SANDBOX' }).gateway).toBeNull();
  });

  it('is decided by the first approved or rejected answer, with its event; later answers change nothing', () => {
    const approved = payment();
    const pending = approved.answer(answer('PENDING', 'TX-0'), at, inProduction);
    expect(pending).toMatchObject({ effect: 'NONE', event: null });
    expect(approved.state).toBe('PENDING');

    const first = approved.answer(answer('APPROVED'), at, inProduction);
    expect(first.effect).toBe('APPROVED');
    expect(first.event).toBeInstanceOf(PaymentApprovedEvent);
    expect(first.event).toMatchObject({
      referenceUuid: approved.referenceUuid,
      paymentReference: 'LIC-2026-000001',
      appName: 'firmaya',
      method: 'EN_LINEA',
      gateway: 'SANDBOX',
      amount: 150000,
      approvedAt: at,
      gatewayTransactionId: 'TX-1',
    });
    expect(first.attempt).toMatchObject({ transactionId: 'TX-1', outcome: 'APPROVED', effect: 'APPROVED' });
    expect(approved).toMatchObject({ state: 'APPROVED', decidedOn: at, gatewayTransactionId: 'TX-1' });

    const late = approved.answer(answer('REJECTED', 'TX-2'), at, inProduction);
    expect(late).toMatchObject({ effect: 'NONE', event: null });
    expect(approved.state).toBe('APPROVED');

    const rejected = payment();
    const decision = rejected.answer(answer('REJECTED'), at, inProduction);
    expect(decision.event).toBeInstanceOf(PaymentRejectedEvent);
    expect(decision.event).toMatchObject({ reason: 'REJECTED', rejectTypeId: null, rejectedAt: at });
    expect(rejected.state).toBe('REJECTED');
  });

  it('moves only from pending (409 otherwise), and SIN_PAGO is approved when opened', () => {
    const decided = payment();
    decided.approve({ at });
    expect(() => decided.approve({ at })).toThrow('El pago no puede pasar del estado APPROVED al estado APPROVED.');
    expect(() => decided.reject({ at, reason: 'x' })).toThrow(expect.objectContaining({ code: 'PAYMENTS.INVALID_TRANSITION' }));

    const { payment: free, event } = Payment.approvedWithoutPayment(
      {
        ...payment(),
        customer: { personType: 'N', name: 'A', documentTypeId: 1, documentNumber: '1', email: 'a@b.co', cellphoneNumber: null },
        lines: [],
        amount: 0,
        taxIva: 0,
        referenceUuid: 'r',
        paymentReference: 'LIC-2026-000002',
        appName: 'firmaya',
        serviceName: 'FIRMAYA',
        orderRegisteredOn: at,
      },
      at,
    );
    expect(free).toMatchObject({ method: 'SIN_PAGO', gateway: null, state: 'APPROVED' });
    expect(event).toMatchObject({ method: 'SIN_PAGO', amount: 0, gateway: null, gatewayTransactionId: null });
  });

  it('reverses an approved payment once (REVERSED, PaymentReversedEvent); a reversal of a pending one rejects it', () => {
    const paid = payment();
    paid.answer(answer('APPROVED'), at, inProduction);
    const later = new Date('2026-11-23T10:00:00Z');
    // A reversal of another transaction (e.g. a duplicate charge refunded) leaves the order paid.
    expect(paid.answer(answer('REVERSED', 'TX-OTHER'), later, inProduction)).toMatchObject({ effect: 'NONE', event: null });
    expect(paid.state).toBe('APPROVED');
    const reversal = paid.answer(answer('REVERSED', 'TX-1', { responseText: 'Reversada' }), later, inProduction);
    expect(reversal.effect).toBe('REVERSED');
    expect(reversal.event).toBeInstanceOf(PaymentReversedEvent);
    expect(reversal.event).toMatchObject({
      referenceUuid: paid.referenceUuid,
      reversedAt: later,
      gatewayTransactionId: 'TX-1',
      reason: 'Reversada',
    });
    expect(paid).toMatchObject({ state: 'REVERSED', reversedOn: later, reversalReason: 'Reversada', decidedOn: at });
    expect(paid.answer(answer('REVERSED', 'TX-9'), later, inProduction)).toMatchObject({ effect: 'NONE', event: null });
    expect(paid.answer(answer('APPROVED', 'TX-10'), later, inProduction)).toMatchObject({ effect: 'NONE', event: null });
    expect(paid.state).toBe('REVERSED');

    const pending = payment();
    const early = pending.answer(answer('REVERSED'), at, inProduction);
    expect(early.effect).toBe('REJECTED');
    expect(early.event).toBeInstanceOf(PaymentRejectedEvent);
    expect(pending.state).toBe('REJECTED');
  });

  it('keeps a test transaction without effect in production, and lets it decide where test transactions count', () => {
    const live = payment();
    const kept = live.answer(answer('APPROVED', 'TX-T', { test: true }), at, inProduction);
    expect(kept).toMatchObject({ effect: 'NONE', event: null });
    expect(kept.attempt).toMatchObject({ test: true, outcome: 'APPROVED', effect: 'NONE' });
    expect(live.state).toBe('PENDING');

    const staging = payment();
    expect(staging.answer(answer('APPROVED', 'TX-T', { test: true }), at, { acceptTestTransactions: true }).effect).toBe('APPROVED');
  });

  it('in production, counts only the gateway own record of a clearly live transaction: never a confirmation alone, never an unclear flag', () => {
    const production = { acceptTestTransactions: false, requireGatewayRecord: true };
    const callback = payment();
    expect(callback.answer(answer('APPROVED', 'TX-C'), at, production)).toMatchObject({ effect: 'NONE', event: null });
    expect(callback.answer(answer('REJECTED', 'TX-C2'), at, { ...production, fromGatewayRecord: false }).effect).toBe('NONE');
    expect(callback.state).toBe('PENDING');

    const unclear = payment();
    const kept = unclear.answer(answer('APPROVED', 'TX-N', { test: null }), at, { ...production, fromGatewayRecord: true });
    expect(kept).toMatchObject({ effect: 'NONE', event: null });
    expect(kept.attempt.test).toBe(true);
    expect(unclear.state).toBe('PENDING');

    const record = payment();
    expect(record.answer(answer('APPROVED', 'TX-R'), at, { ...production, fromGatewayRecord: true }).effect).toBe('APPROVED');
    expect(record.state).toBe('APPROVED');
  });

  it('marks an answer with an unknown code for review and leaves the payment pending', () => {
    const p = payment();
    const unknown = p.answer(answer('PENDING', 'TX-U', { known: false, responseCode: '99' }), at, {
      ...inProduction,
      source: 'RECONCILIATION',
    });
    expect(unknown.attempt).toMatchObject({ needsReview: true, source: 'RECONCILIATION', effect: 'NONE' });
    expect(p.state).toBe('PENDING');
  });
});
