import type { PaymentTimelineView } from '@lic/server-payments-api';
import type { SentMailView } from '@lic/server-kernel';
import { GATEWAY_OUTCOME_NAMES, PAYMENT_METHOD_NAMES, SYSTEM_ACTOR, TimelineTitle } from '../../../domain/purchase-order-admin.messages';
import { PurchaseOrderState, type PaymentMethod, type PurchaseOrderKind } from '../../../domain/purchase-order-state';
import type { IssuedLicence } from '../../ports/order-licences.port';
import type { PurchaseOrderTimelineEntryView, PurchaseOrderTimelineKind } from './get-purchase-order-detail.query';
import { formatCop } from '../../order-mails/purchase-order-mails';

/** What the order itself knows of its history. */
export interface OrderFacts {
  kind: PurchaseOrderKind;
  state: PurchaseOrderState;
  paymentMethod: PaymentMethod;
  paymentGateway: string | null;
  total: number;
  registeredOn: Date;
  effectiveOn: Date | null;
  activationUsedOn: Date | null;
  /** Staff cancelled the paid order (state 11). */
  cancellation?: { at: Date; by: string | null; reason: string | null } | null;
  /** The signed-in user who registered it; null for a visitor. */
  userName: string | null;
  /** The billing customer's name (the buyer). */
  buyerName: string;
  /** The service customer's name (the licence holder). */
  holderName: string;
}

export interface TimelineSources {
  order: OrderFacts;
  /** The payments context's record (GetPaymentTimelineQuery); null when it has none. */
  payment: PaymentTimelineView | null;
  mails: readonly SentMailView[];
  licences: readonly IssuedLicence[];
}

/** Same instant: the cause before its effect. */
const RANK: Record<PurchaseOrderTimelineKind, number> = {
  REGISTERED: 0,
  PAYMENT_ATTEMPT: 1,
  PROOF_UPLOADED: 2,
  GATEWAY_ANSWER: 3,
  APPROVED: 4,
  REJECTED: 4,
  ACTIVATED: 4,
  REVERSED: 4,
  CANCELLED: 4,
  LICENCE_ISSUED: 5,
  EMAIL_SENT: 6,
};

interface Entry {
  at: Date;
  kind: PurchaseOrderTimelineKind;
  title: string;
  detail: string | null;
  actor: string | null;
}

const joined = (...parts: (string | null | undefined | false)[]): string => parts.filter(Boolean).join(' · ');

function paymentEntries(payment: PaymentTimelineView, order: OrderFacts): Entry[] {
  const entries: Entry[] = [];
  if (payment.checkoutRequestedOn) {
    entries.push({
      at: payment.checkoutRequestedOn,
      kind: 'PAYMENT_ATTEMPT',
      title: TimelineTitle.paymentAttempt,
      detail: joined(payment.gateway && `Pasarela ${payment.gateway}`, `Valor ${formatCop(payment.amount)}`),
      actor: order.buyerName,
    });
  }
  for (const attempt of payment.attempts) {
    const response = [attempt.responseText, attempt.responseCode && `(${attempt.responseCode})`].filter(Boolean).join(' ');
    entries.push({
      at: attempt.receivedOn,
      kind: 'GATEWAY_ANSWER',
      title: TimelineTitle.gatewayAnswer,
      detail: joined(
        GATEWAY_OUTCOME_NAMES[attempt.outcome] ?? attempt.outcome,
        response,
        `Transacción ${attempt.transactionId}`,
        attempt.source === 'RECONCILIATION' && 'Consultada por la conciliación',
        attempt.ignoredAsTest && 'Transacción de prueba: sin efecto en producción',
        attempt.needsReview && 'Código desconocido: enviada a revisión',
        !attempt.ignoredAsTest && attempt.effect === 'NONE' && attempt.outcome !== 'PENDING' && 'Sin efecto: el pago ya estaba decidido',
      ),
      actor: attempt.gateway,
    });
  }
  for (const support of payment.supports) {
    entries.push({
      at: support.uploadedOn,
      kind: 'PROOF_UPLOADED',
      title: support.supportType === 'RUT' ? TimelineTitle.rutUploaded : TimelineTitle.proofUploaded,
      detail: support.fileName,
      actor: support.uploadedBy ?? order.buyerName,
    });
  }
  if (payment.reversedOn) {
    entries.push({
      at: payment.reversedOn,
      kind: 'REVERSED',
      title: TimelineTitle.reversed,
      detail: joined(
        payment.reversalReason && `Respuesta: ${payment.reversalReason}`,
        payment.reversalTransactionId && `Transacción ${payment.reversalTransactionId}`,
        'Licencias suspendidas y finanzas notificado',
      ),
      actor: payment.gateway ?? SYSTEM_ACTOR,
    });
  }
  // A SIN_PAGO payment is approved when opened: the order's own activation entry tells it.
  if (payment.method !== 'SIN_PAGO' && payment.decidedOn && payment.state !== 'PENDING') {
    const approved = payment.state === 'APPROVED' || payment.state === 'REVERSED';
    entries.push({
      at: payment.decidedOn,
      kind: approved ? 'APPROVED' : 'REJECTED',
      title: approved ? TimelineTitle.approved : TimelineTitle.rejected,
      detail: approved
        ? joined(PAYMENT_METHOD_NAMES[payment.method], payment.gatewayTransactionId && `Transacción ${payment.gatewayTransactionId}`)
        : joined(
            payment.rejectReason && `Motivo: ${payment.rejectReason}`,
            payment.gatewayTransactionId && `Transacción ${payment.gatewayTransactionId}`,
          ) || null,
      actor: payment.decidedBy ?? payment.gateway ?? SYSTEM_ACTOR,
    });
  }
  return entries;
}

function orderEntries(order: OrderFacts, paymentKnown: boolean): Entry[] {
  const entries: Entry[] = [
    {
      at: order.registeredOn,
      kind: 'REGISTERED',
      title: order.kind === 'TRIAL' ? TimelineTitle.trialRegistered : TimelineTitle.registered,
      detail: joined(
        PAYMENT_METHOD_NAMES[order.paymentMethod],
        order.paymentGateway && `Pasarela ${order.paymentGateway}`,
        `Total ${formatCop(order.total)}`,
      ),
      actor: order.userName ?? order.buyerName,
    },
  ];
  if (order.state === PurchaseOrderState.ACTIVATED) {
    const trial = order.kind === 'TRIAL';
    const at = trial ? (order.activationUsedOn ?? order.effectiveOn) : order.effectiveOn;
    if (at) {
      entries.push({
        at,
        kind: 'ACTIVATED',
        title: trial ? TimelineTitle.trialActivated : TimelineTitle.activatedWithoutPayment,
        detail: trial ? 'Enlace de activación usado' : 'La compra no tiene valor a pagar',
        actor: trial ? order.holderName : SYSTEM_ACTOR,
      });
    }
  }
  if (order.cancellation) {
    entries.push({
      at: order.cancellation.at,
      kind: 'CANCELLED',
      title: TimelineTitle.cancelled,
      detail: joined(
        order.cancellation.reason && `Motivo: ${order.cancellation.reason}`,
        'Licencias suspendidas y nota crédito de la factura',
      ),
      actor: order.cancellation.by ?? SYSTEM_ACTOR,
    });
  }
  // Approved before the payments context kept a record of it: the order's own approval instant.
  if (!paymentKnown && (order.state === PurchaseOrderState.APPROVED || order.state === PurchaseOrderState.CANCELLED) && order.effectiveOn) {
    entries.push({ at: order.effectiveOn, kind: 'APPROVED', title: TimelineTitle.approved, detail: null, actor: null });
  }
  return entries;
}

const licenceEntry = (licence: IssuedLicence): Entry => ({
  at: licence.issuedOn,
  kind: 'LICENCE_ISSUED',
  title: TimelineTitle.licenceIssued,
  detail: licence.description,
  actor: licence.issuedBy ?? SYSTEM_ACTOR,
});

const mailEntry = (mail: SentMailView): Entry => ({
  at: mail.sentOn,
  kind: 'EMAIL_SENT',
  title: TimelineTitle.emailSent,
  detail: joined(mail.to, mail.subject, mail.status === 'failed' && 'No entregado'),
  actor: SYSTEM_ACTOR,
});

/** Everything that happened to an order, oldest first (at the same instant, the cause before its effect). */
export function purchaseOrderTimeline(sources: TimelineSources): PurchaseOrderTimelineEntryView[] {
  const entries = [
    ...orderEntries(sources.order, sources.payment !== null),
    ...(sources.payment ? paymentEntries(sources.payment, sources.order) : []),
    ...sources.licences.map(licenceEntry),
    ...sources.mails.map(mailEntry),
  ];
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.at.getTime() - b.entry.at.getTime() || RANK[a.entry.kind] - RANK[b.entry.kind] || a.index - b.index)
    .map(({ entry }) => ({ ...entry, at: entry.at.toISOString() }));
}
