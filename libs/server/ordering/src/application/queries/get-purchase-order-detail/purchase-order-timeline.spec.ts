import { describe, expect, it } from '@jest/globals';
import type { PaymentTimelineView } from '@lic/server-payments-api';
import type { SentMailView } from '@lic/server-kernel';
import { PurchaseOrderState } from '../../../domain/purchase-order-state';
import { purchaseOrderTimeline, type OrderFacts } from './purchase-order-timeline';

const at = (time: string): Date => new Date(`2026-03-02T${time}.000Z`);

const order = (overrides: Partial<OrderFacts> = {}): OrderFacts => ({
  kind: 'PURCHASE',
  state: PurchaseOrderState.PENDING_CASH,
  paymentMethod: 'EFECTIVO',
  paymentGateway: null,
  total: 1_190_000,
  registeredOn: at('15:00:00'),
  effectiveOn: null,
  activationUsedOn: null,
  userName: null,
  buyerName: 'Comercializadora Andina S.A.S.',
  holderName: 'Laura Gómez Ríos',
  ...overrides,
});

const payment = (overrides: Partial<PaymentTimelineView> = {}): PaymentTimelineView => ({
  paymentId: 'p-1',
  referenceUuid: 'r-1',
  paymentReference: 'LIC-2026-000123',
  method: 'EFECTIVO',
  gateway: null,
  state: 'PENDING',
  amount: 1_190_000,
  currency: 'COP',
  openedOn: at('15:00:01'),
  checkoutRequestedOn: null,
  decidedOn: null,
  decidedBy: null,
  gatewayTransactionId: null,
  rejectReason: null,
  rejectTypeId: null,
  reversedOn: null,
  reversalTransactionId: null,
  reversalReason: null,
  attempts: [],
  supports: [],
  ...overrides,
});

const mail = (time: string, subject: string, status: SentMailView['status'] = 'stored'): SentMailView => ({
  id: 1,
  to: 'compras@andina.com.co',
  subject,
  category: 'purchase-order-cash',
  status,
  sentOn: at(time),
});

describe('purchaseOrderTimeline', () => {
  it('orders a cash order by time: registered, mailed, proof uploaded, rejected by staff with the reason, mailed', () => {
    const timeline = purchaseOrderTimeline({
      order: order({ state: PurchaseOrderState.REJECTED }),
      payment: payment({
        state: 'REJECTED',
        decidedOn: at('16:00:00'),
        decidedBy: 'financiero.uno',
        rejectReason: 'Comprobante ilegible',
        rejectTypeId: 2,
        supports: [{ supportType: 'PAYMENT_SUPPORT', fileName: 'consignacion.pdf', uploadedOn: at('15:30:00'), uploadedBy: null }],
      }),
      mails: [mail('16:00:01', 'Colfactura - Tu pago ha sido rechazado', 'failed'), mail('15:00:02', 'Orden de pedido LIC-2026-000123')],
      licences: [],
    });
    expect(timeline).toEqual([
      {
        at: '2026-03-02T15:00:00.000Z',
        kind: 'REGISTERED',
        title: 'Orden registrada',
        detail: 'Pago en efectivo · Total $ 1.190.000',
        actor: 'Comercializadora Andina S.A.S.',
      },
      {
        at: '2026-03-02T15:00:02.000Z',
        kind: 'EMAIL_SENT',
        title: 'Correo enviado',
        detail: 'compras@andina.com.co · Orden de pedido LIC-2026-000123',
        actor: 'Sistema',
      },
      {
        at: '2026-03-02T15:30:00.000Z',
        kind: 'PROOF_UPLOADED',
        title: 'Comprobante adjuntado',
        detail: 'consignacion.pdf',
        actor: 'Comercializadora Andina S.A.S.',
      },
      {
        at: '2026-03-02T16:00:00.000Z',
        kind: 'REJECTED',
        title: 'Pago rechazado',
        detail: 'Motivo: Comprobante ilegible',
        actor: 'financiero.uno',
      },
      {
        at: '2026-03-02T16:00:01.000Z',
        kind: 'EMAIL_SENT',
        title: 'Correo enviado',
        detail: 'compras@andina.com.co · Colfactura - Tu pago ha sido rechazado · No entregado',
        actor: 'Sistema',
      },
    ]);
  });

  it('puts the gateway answer before the approval it caused, and marks a late answer as without effect', () => {
    const answer = {
      gateway: 'EPAYCO',
      gatewayReference: '123',
      responseCode: '1',
      responseText: 'Aceptada',
      amount: 1_190_000,
      currency: 'COP',
      test: false,
      ignoredAsTest: false,
      source: 'CONFIRMATION' as const,
      needsReview: false,
    };
    const timeline = purchaseOrderTimeline({
      order: order({ state: PurchaseOrderState.APPROVED, paymentMethod: 'EN_LINEA', paymentGateway: 'EPAYCO', userName: 'lgomez' }),
      payment: payment({
        method: 'EN_LINEA',
        gateway: 'EPAYCO',
        state: 'APPROVED',
        checkoutRequestedOn: at('15:01:00'),
        decidedOn: at('15:05:00'),
        gatewayTransactionId: 'TX-1',
        attempts: [
          { ...answer, transactionId: 'TX-1', outcome: 'APPROVED', effect: 'APPROVED', receivedOn: at('15:05:00') },
          { ...answer, transactionId: 'TX-2', outcome: 'REJECTED', effect: 'NONE', responseText: 'Rechazada', receivedOn: at('15:06:00') },
        ],
      }),
      mails: [],
      licences: [{ issuedOn: at('15:05:00'), description: 'Colfactura PYME: 1 licencia', issuedBy: null }],
    });
    expect(timeline.map((entry) => [entry.kind, entry.actor, entry.detail])).toEqual([
      ['REGISTERED', 'lgomez', 'Pago en línea · Pasarela EPAYCO · Total $ 1.190.000'],
      ['PAYMENT_ATTEMPT', 'Comercializadora Andina S.A.S.', 'Pasarela EPAYCO · Valor $ 1.190.000'],
      ['GATEWAY_ANSWER', 'EPAYCO', 'Aprobada · Aceptada (1) · Transacción TX-1'],
      ['APPROVED', 'EPAYCO', 'Pago en línea · Transacción TX-1'],
      ['LICENCE_ISSUED', 'Sistema', 'Colfactura PYME: 1 licencia'],
      ['GATEWAY_ANSWER', 'EPAYCO', 'Rechazada · Rechazada (1) · Transacción TX-2 · Sin efecto: el pago ya estaba decidido'],
    ]);
  });

  it('tells an order activated without payment, and a trial activated by its link, without a payment approval', () => {
    const sinPago = purchaseOrderTimeline({
      order: order({ state: PurchaseOrderState.ACTIVATED, paymentMethod: 'SIN_PAGO', total: 0, effectiveOn: at('15:00:00') }),
      payment: payment({ method: 'SIN_PAGO', state: 'APPROVED', decidedOn: at('15:00:03') }),
      mails: [],
      licences: [],
    });
    expect(sinPago.map((entry) => [entry.kind, entry.title, entry.actor])).toEqual([
      ['REGISTERED', 'Orden registrada', 'Comercializadora Andina S.A.S.'],
      ['ACTIVATED', 'Activada sin pago', 'Sistema'],
    ]);

    const trial = purchaseOrderTimeline({
      order: order({
        kind: 'TRIAL',
        state: PurchaseOrderState.ACTIVATED,
        paymentMethod: 'SIN_PAGO',
        total: 0,
        effectiveOn: at('18:00:00'),
        activationUsedOn: at('18:00:00'),
      }),
      payment: null,
      mails: [],
      licences: [],
    });
    expect(trial.map((entry) => [entry.kind, entry.title, entry.actor])).toEqual([
      ['REGISTERED', 'Prueba gratuita registrada', 'Comercializadora Andina S.A.S.'],
      ['ACTIVATED', 'Prueba activada', 'Laura Gómez Ríos'],
    ]);
  });

  it('falls back on the order approval when payments keeps no record of it', () => {
    const timeline = purchaseOrderTimeline({
      order: order({ state: PurchaseOrderState.APPROVED, effectiveOn: at('17:00:00') }),
      payment: null,
      mails: [],
      licences: [],
    });
    expect(timeline.map((entry) => [entry.kind, entry.at, entry.actor])).toEqual([
      ['REGISTERED', '2026-03-02T15:00:00.000Z', 'Comercializadora Andina S.A.S.'],
      ['APPROVED', '2026-03-02T17:00:00.000Z', null],
    ]);
  });

  it('tells a reversal after the approval, a test transaction kept without effect and an unknown code sent to review', () => {
    const answer = {
      gateway: 'EPAYCO',
      gatewayReference: '123',
      amount: 1_190_000,
      currency: 'COP',
      test: false,
      ignoredAsTest: false,
      source: 'CONFIRMATION' as const,
      needsReview: false,
    };
    const timeline = purchaseOrderTimeline({
      order: order({ state: PurchaseOrderState.REVERSED, paymentMethod: 'EN_LINEA', paymentGateway: 'EPAYCO' }),
      payment: payment({
        method: 'EN_LINEA',
        gateway: 'EPAYCO',
        state: 'REVERSED',
        decidedOn: at('15:05:00'),
        gatewayTransactionId: 'TX-1',
        reversedOn: at('18:00:00'),
        reversalTransactionId: 'TX-1',
        reversalReason: 'Reversada',
        attempts: [
          {
            ...answer,
            transactionId: 'TX-T',
            outcome: 'APPROVED',
            effect: 'NONE',
            test: true,
            ignoredAsTest: true,
            responseCode: '1',
            responseText: 'Aceptada',
            receivedOn: at('15:02:00'),
          },
          {
            ...answer,
            transactionId: 'TX-1',
            outcome: 'APPROVED',
            effect: 'APPROVED',
            responseCode: '1',
            responseText: 'Aceptada',
            receivedOn: at('15:05:00'),
          },
          {
            ...answer,
            transactionId: 'TX-9',
            outcome: 'PENDING',
            effect: 'NONE',
            needsReview: true,
            source: 'RECONCILIATION',
            responseCode: '99',
            responseText: 'Nuevo',
            receivedOn: at('16:00:00'),
          },
          {
            ...answer,
            transactionId: 'TX-1',
            outcome: 'REVERSED',
            effect: 'REVERSED',
            responseCode: '6',
            responseText: 'Reversada',
            receivedOn: at('18:00:00'),
          },
        ],
      }),
      mails: [],
      licences: [],
    });
    expect(timeline.map((entry) => [entry.kind, entry.title, entry.detail])).toEqual([
      ['REGISTERED', 'Orden registrada', 'Pago en línea · Pasarela EPAYCO · Total $ 1.190.000'],
      [
        'GATEWAY_ANSWER',
        'Respuesta de la pasarela',
        'Aprobada · Aceptada (1) · Transacción TX-T · Transacción de prueba: sin efecto en producción',
      ],
      ['GATEWAY_ANSWER', 'Respuesta de la pasarela', 'Aprobada · Aceptada (1) · Transacción TX-1'],
      ['APPROVED', 'Pago aprobado', 'Pago en línea · Transacción TX-1'],
      [
        'GATEWAY_ANSWER',
        'Respuesta de la pasarela',
        'Pendiente · Nuevo (99) · Transacción TX-9 · Consultada por la conciliación · Código desconocido: enviada a revisión',
      ],
      ['GATEWAY_ANSWER', 'Respuesta de la pasarela', 'Reversada · Reversada (6) · Transacción TX-1'],
      ['REVERSED', 'Pago reversado', 'Respuesta: Reversada · Transacción TX-1 · Licencias suspendidas y finanzas notificado'],
    ]);
  });
});
