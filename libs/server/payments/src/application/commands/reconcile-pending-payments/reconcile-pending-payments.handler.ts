import { Inject, Logger } from '@nestjs/common';
import { QueryOrder } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { HeldConfirmation } from '../../../domain/held-confirmation.entity';
import { PaymentAttempt } from '../../../domain/payment-attempt.entity';
import { Payment } from '../../../domain/payment.entity';
import { PaymentState } from '../../../domain/payment-state';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../../infrastructure/config/payments.config';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import type { PaymentGateway } from '../../ports/payment-gateway.port';
import { GatewayAnswerApplier } from '../../gateway-answers/gateway-answer-applier';
import { GatewayRecords } from '../../gateway-answers/gateway-records';
import { HeldConfirmations, type HoldSettlement } from '../../gateway-answers/held-confirmations';
import { ReviewReason } from '../../gateway-answers/review-reasons';
import { ReconcilePendingPaymentsCommand, type ReconciliationReport } from './reconcile-pending-payments.command';

/** Payments asked per round; the least recently asked first, so none waits behind the others. */
export const RECONCILE_BATCH = 100;
/** A kept confirmation the gateway still does not know after this long goes to the review list. */
export const HOLD_CONFIRMATION_HOURS = 24;

/** What asking the gateway about one payment came to. */
type Asked = 'applied' | 'refused' | 'not-found' | 'unavailable';

const bogota = new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', dateStyle: 'short', timeStyle: 'short' });

@CommandHandler(ReconcilePendingPaymentsCommand)
export class ReconcilePendingPaymentsHandler implements ICommandHandler<ReconcilePendingPaymentsCommand> {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
    private readonly applier: GatewayAnswerApplier,
    private readonly records: GatewayRecords,
    private readonly holds: HeldConfirmations,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { asked: 0, settled: 0, unchanged: 0, notFound: 0, sentToReview: 0, refused: 0, unavailable: 0 };
    const now = this.clock.now();
    const em = this.em.fork();
    const asked = new Set<string>();

    // Confirmations kept while their gateway's record could not be read: asked about first, whatever their age.
    for (const hold of await this.holds.open(em, RECONCILE_BATCH)) {
      const payment = await em.findOne(Payment, { id: hold.paymentId });
      const gateway = this.gateways.named(hold.gateway);
      if (!payment || !gateway) {
        await this.holds.checked(em, hold, now, 'REFUSED');
        continue;
      }
      report.asked += 1;
      asked.add(payment.id);
      const outcome = await this.reconcile(payment, gateway, hold.gatewayReference ?? null, report);
      await this.holds.checked(em, hold, now, await this.settlementOf(hold, payment, outcome, now, report));
    }

    const olderThan = new Date(now.getTime() - this.config.reconcilePendingAfterMinutes * 60_000);
    const pending = await em.find(
      Payment,
      { method: 'EN_LINEA', state: PaymentState.PENDING, createdOn: { $lt: olderThan }, id: { $nin: [...asked] } },
      { orderBy: { lastReconciledOn: QueryOrder.ASC_NULLS_FIRST, createdOn: QueryOrder.ASC }, limit: RECONCILE_BATCH },
    );
    for (const payment of pending) {
      const gateway = this.gateways.named(payment.gateway);
      if (!gateway) continue; // e.g. a sandbox payment after the switch to a real gateway: nobody can answer it.
      report.asked += 1;
      const known = await em.findOne(
        PaymentAttempt,
        { payment: payment.id, gatewayReference: { $ne: null } },
        { orderBy: { receivedOn: 'desc' }, fields: ['gatewayReference'] },
      );
      await this.reconcile(payment, gateway, known?.gatewayReference ?? null, report);
      await em.nativeUpdate(Payment, { id: payment.id }, { lastReconciledOn: now });
    }
    if (report.asked > 0) this.logger.log(report, 'pending online payments reconciled');
    return report;
  }

  /** Asks the gateway for its record of the payment's transaction and applies it as the gateway's own record. */
  private async reconcile(
    payment: Payment,
    gateway: PaymentGateway,
    gatewayReference: string | null,
    report: ReconciliationReport,
  ): Promise<Asked> {
    const record = await this.records.ask(gateway, payment, { paymentReference: payment.paymentReference, gatewayReference });
    if (record.kind === 'unavailable') {
      report.unavailable += 1;
      return 'unavailable';
    }
    if (record.kind === 'not-found') {
      report.notFound += 1;
      return 'not-found';
    }
    if (record.kind === 'unreadable') {
      report.refused += 1;
      return 'not-found';
    }
    try {
      const result = await this.applier.apply(gateway, record.reading, 'RECONCILIATION', { paymentId: payment.id });
      if (result.refused) report.refused += 1;
      else if (result.reviewOpened) report.sentToReview += 1;
      else if (result.effect !== 'NONE') report.settled += 1;
      else report.unchanged += 1;
      return result.refused ? 'refused' : 'applied';
    } catch (error) {
      report.refused += 1;
      this.logger.warn(
        { payment: payment.id, gateway: gateway.name, error: error instanceof Error ? error.message : String(error) },
        'gateway query answer does not fit the payment',
      );
      return 'refused';
    }
  }

  /** A kept confirmation is settled once the gateway's record was applied or refused, or after a day unknown to it. */
  private async settlementOf(
    hold: HeldConfirmation,
    payment: Payment,
    outcome: Asked,
    now: Date,
    report: ReconciliationReport,
  ): Promise<HoldSettlement | null> {
    if (outcome === 'applied') return 'APPLIED';
    if (outcome === 'refused') return 'REFUSED';
    if (outcome === 'unavailable' || now.getTime() - hold.receivedOn.getTime() < HOLD_CONFIRMATION_HOURS * 3_600_000) return null;
    const reason = ReviewReason.notConfirmed(hold.gatewayReference ?? hold.transactionId, bogota.format(hold.receivedOn));
    const opened = await this.applier.openHeldReview(payment, hold, reason);
    if (opened) report.sentToReview += 1;
    return 'NOT_CONFIRMED';
  }
}
