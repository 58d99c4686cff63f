import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { LicenceSuspendedEvent } from '@lic/server-licensing-api';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { LicenceSuspension } from '../../../domain/licence-suspension.entity';
import { lockOrderLicences } from '../../../infrastructure/order-licences-lock';
import { SuspendOrderLicencesCommand, type SuspendOrderLicencesResult } from './suspend-order-licences.command';

/**
 * Records the reversal of an order and suspends its plans and their balances in one transaction, with
 * LicenceSuspended in the outbox. The licence_suspension row (primary key = referenceUuid) makes a replay
 * change nothing; the order's advisory lock orders it with the issuance of the same order, which issues
 * the plans suspended when the reversal came first. The balances are locked in id order, as consumption
 * locks them (decision 0012). Any failure is thrown: the delivery retries it.
 */
@CommandHandler(SuspendOrderLicencesCommand)
export class SuspendOrderLicencesHandler implements ICommandHandler<SuspendOrderLicencesCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ referenceUuid, paymentReference, reversedAt, reason }: SuspendOrderLicencesCommand): Promise<SuspendOrderLicencesResult> {
    return this.em.fork().transactional(async (tx) => {
      await lockOrderLicences(tx, referenceUuid);
      if (await tx.findOne(LicenceSuspension, { referenceUuid })) return { recorded: false, planIds: [] };
      const now = this.clock.now();
      tx.persist(LicenceSuspension.of({ referenceUuid, paymentReference, reversedAt, reason, recordedOn: now }));
      await tx.getConnection().execute(
        `select b.id from "licensing"."licence_balance" b join "licensing"."licence_plan" p on p.id = b.plan_id
            where p.reference_uuid = ? order by b.id for update of b`,
        [referenceUuid],
        'all',
        tx.getTransactionContext(),
      );
      const plans = await tx.find(LicencePlan, { referenceUuid }, { populate: ['balances'], orderBy: { id: 'asc' } });
      const suspended = plans.filter((plan) => plan.suspend(now, reason));
      await tx.flush();
      const [first] = suspended;
      if (first) {
        recordEvents(
          tx,
          new LicenceSuspendedEvent(
            referenceUuid,
            first.customerId,
            first.documentTypeId,
            first.documentNumber,
            first.appName,
            first.serviceName,
            suspended.map((plan) => plan.id),
            reason,
            now,
          ),
        );
        await tx.flush();
      }
      return { recorded: true, planIds: suspended.map((plan) => plan.id) };
    });
  }
}
