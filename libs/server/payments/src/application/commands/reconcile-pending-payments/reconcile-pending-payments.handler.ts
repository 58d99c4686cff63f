import { Inject, Logger } from '@nestjs/common';
import { QueryOrder } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { PaymentAttempt } from '../../../domain/payment-attempt.entity';
import { Payment } from '../../../domain/payment.entity';
import { PaymentState } from '../../../domain/payment-state';
import { PAYMENTS_CONFIG, type PaymentsConfig } from '../../../infrastructure/config/payments.config';
import { PaymentGateways } from '../../../infrastructure/gateways/payment-gateways';
import type { PaymentGateway, TransactionQueryAnswer } from '../../ports/payment-gateway.port';
import { GatewayAnswerApplier } from '../../gateway-answers/gateway-answer-applier';
import { ReconcilePendingPaymentsCommand, type ReconciliationReport } from './reconcile-pending-payments.command';

/** Payments asked per round; the least recently asked first, so none waits behind the others. */
export const RECONCILE_BATCH = 100;

@CommandHandler(ReconcilePendingPaymentsCommand)
export class ReconcilePendingPaymentsHandler implements ICommandHandler<ReconcilePendingPaymentsCommand> {
  private readonly logger = new Logger('PaymentReconciliation');

  constructor(
    private readonly em: EntityManager,
    private readonly gateways: PaymentGateways,
    private readonly applier: GatewayAnswerApplier,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { asked: 0, settled: 0, unchanged: 0, notFound: 0, sentToReview: 0, refused: 0, unavailable: 0 };
    const now = this.clock.now();
    const olderThan = new Date(now.getTime() - this.config.reconcilePendingAfterMinutes * 60_000);
    const em = this.em.fork();
    const pending = await em.find(
      Payment,
      { method: 'EN_LINEA', state: PaymentState.PENDING, createdOn: { $lt: olderThan } },
      { orderBy: { lastReconciledOn: QueryOrder.ASC_NULLS_FIRST, createdOn: QueryOrder.ASC }, limit: RECONCILE_BATCH },
    );
    for (const payment of pending) {
      const gateway = this.gateways.named(payment.gateway);
      if (!gateway) continue; // e.g. a sandbox payment after the switch to a real gateway: nobody can answer it.
      report.asked += 1;
      await this.reconcile(em, payment, gateway, report);
      await em.nativeUpdate(Payment, { id: payment.id }, { lastReconciledOn: now });
    }
    if (report.asked > 0) this.logger.log(report, 'pending online payments reconciled');
    return report;
  }

  private async reconcile(em: EntityManager, payment: Payment, gateway: PaymentGateway, report: ReconciliationReport): Promise<void> {
    const context = { payment: payment.id, invoice: payment.paymentReference, gateway: gateway.name };
    const known = await em.findOne(
      PaymentAttempt,
      { payment: payment.id, gatewayReference: { $ne: null } },
      { orderBy: { receivedOn: 'desc' }, fields: ['gatewayReference'] },
    );
    let answer: TransactionQueryAnswer;
    try {
      answer = await gateway.queryTransaction(payment, {
        paymentReference: payment.paymentReference,
        gatewayReference: known?.gatewayReference ?? null,
      });
    } catch (error) {
      report.unavailable += 1;
      this.logger.warn({ ...context, error: error instanceof Error ? error.message : String(error) }, 'gateway query failed');
      return;
    }
    if (!answer.found) {
      report.notFound += 1;
      return;
    }
    const reading = gateway.readConfirmation(answer.fields);
    if (!reading.ok) {
      report.refused += 1;
      this.logger.warn({ ...context, reason: reading.reason }, 'gateway query answer refused');
      return;
    }
    try {
      const result = await this.applier.apply(gateway, reading, 'RECONCILIATION');
      if (!reading.answer.known && !result.replay) report.sentToReview += 1;
      else if (result.effect !== 'NONE') report.settled += 1;
      else report.unchanged += 1;
    } catch (error) {
      report.refused += 1;
      this.logger.warn(
        { ...context, error: error instanceof Error ? error.message : String(error) },
        'gateway query answer does not fit the payment',
      );
    }
  }
}
