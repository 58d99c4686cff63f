import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, MAIL_SENDER, recordEvents, type Clock, type MailSender, type OutgoingMailMessage } from '@lic/server-kernel';
import { ListRejectTypesQuery } from '@lic/server-reference';
import { CashPaymentState, type ChangeStatePurchaseResult } from '@lic/shared-api-types';
import { CashPaymentDecision } from '../../../domain/cash/cash-payment-decision.entity';
import { CashInputError, CashPaymentDecidedError, CashPaymentNotFoundError } from '../../../domain/cash/cash-payment.errors';
import { CashPaymentMessage } from '../../../domain/cash/cash-payment.messages';
import { PurchaseSummary } from '../../../domain/cash/purchase-summary.entity';
import { Payment } from '../../../domain/payment.entity';
import { PaymentState } from '../../../domain/payment-state';
import { cashPaymentApprovedMail, cashPaymentRejectedMail } from '../../payment-mails/cash-payment-mails';
import { ApproveCashPaymentCommand } from './approve-cash-payment.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Decided {
  paymentId: string;
  referenceUuid: string;
  paymentReference: string;
  appName: string;
  amount: number;
  payerEmail: string;
  payerName: string;
}

/**
 * Approves or rejects a pending cash payment under its row lock (SELECT … FOR UPDATE): the decision, its
 * audit record and PaymentApproved / PaymentRejected (outbox) commit together, once. The customer is
 * mailed after the commit; a failed mail is logged and the decision stands.
 */
@CommandHandler(ApproveCashPaymentCommand)
export class ApproveCashPaymentHandler implements ICommandHandler<ApproveCashPaymentCommand> {
  private readonly logger = new Logger('CashPayments');

  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ApproveCashPaymentCommand): Promise<ChangeStatePurchaseResult> {
    const { idState, staff } = command;
    const reason = idState === CashPaymentState.REJECTED ? await this.reasonOf(command.rejectTypeId) : null;
    const id = command.id.toLowerCase();
    if (!UUID.test(id)) throw new CashPaymentNotFoundError();

    const decided = await this.em.fork().transactional(async (tx): Promise<Decided> => {
      const payment = await tx.findOne(Payment, { $or: [{ referenceUuid: id }, { id }] }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment || payment.method !== 'EFECTIVO') throw new CashPaymentNotFoundError();
      if (payment.state === PaymentState.APPROVED) throw new CashPaymentDecidedError(CashPaymentMessage.alreadyApproved);
      if (payment.state === PaymentState.REJECTED) throw new CashPaymentDecidedError(CashPaymentMessage.alreadyRejected);

      const at = this.clock.now();
      const event =
        idState === CashPaymentState.APPROVED
          ? payment.approve({ at, by: staff.userName })
          : payment.reject({ at, by: staff.userName, reason, rejectTypeId: command.rejectTypeId });
      tx.persist(
        CashPaymentDecision.of({
          paymentId: payment.id,
          referenceUuid: payment.referenceUuid,
          paymentReference: payment.paymentReference,
          fromState: CashPaymentState.PENDING,
          toState: idState,
          rejectTypeId: idState === CashPaymentState.REJECTED ? command.rejectTypeId : null,
          reason,
          decidedBy: staff.userName,
          decidedById: staff.userId,
          decidedOn: at,
          ip: command.ip,
        }),
      );
      recordEvents(tx, event);
      await tx.flush();
      return {
        paymentId: payment.id,
        referenceUuid: payment.referenceUuid,
        paymentReference: payment.paymentReference,
        appName: payment.appName,
        amount: Number(payment.amount),
        payerEmail: payment.customerEmail,
        payerName: payment.customerName,
      };
    });

    this.logger.log(
      { payment: decided.paymentId, order: decided.referenceUuid, state: idState, by: staff.userName, rejectTypeId: command.rejectTypeId },
      idState === CashPaymentState.APPROVED ? 'cash payment approved' : 'cash payment rejected',
    );
    await this.notify(decided, reason);
    return { id: decided.referenceUuid, referenceUuid: decided.referenceUuid, idState };
  }

  /** The reject type's description; 400 when it does not exist. */
  private async reasonOf(rejectTypeId: number | null): Promise<string> {
    const types = await this.queryBus.execute(new ListRejectTypesQuery());
    const type = types.find((candidate) => candidate.id === rejectTypeId);
    if (!type) throw new CashInputError('rejectTypeId', CashPaymentMessage.rejectTypeUnknown);
    return type.rejectTypeDescription;
  }

  /** Tells the licence holder and the payer (once each) about the decision. */
  private async notify(decided: Decided, reason: string | null): Promise<void> {
    const summary = await this.em.fork().findOne(PurchaseSummary, { referenceUuid: decided.referenceUuid });
    const recipients = summary?.recipients.length ? summary.recipients : [decided.payerEmail.trim().toLowerCase()].filter(Boolean);
    const customerName = summary?.serviceName || decided.payerName;
    for (const to of recipients) {
      const content = { appName: decided.appName, to, customerName, paymentReference: decided.paymentReference, amount: decided.amount };
      const mail: OutgoingMailMessage =
        reason === null ? cashPaymentApprovedMail(content) : cashPaymentRejectedMail({ ...content, reason });
      try {
        await this.mail.send(mail);
      } catch (error) {
        this.logger.error(
          { order: decided.referenceUuid, to, error: error instanceof Error ? error.message : String(error) },
          'cash decision mail failed',
        );
      }
    }
  }
}
