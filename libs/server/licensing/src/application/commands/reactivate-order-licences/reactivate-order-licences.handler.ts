import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { LicenceReactivatedEvent } from '@lic/server-licensing-api';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { LicenceSuspension } from '../../../domain/licence-suspension.entity';
import { LicenceNotFoundError, NotSuspendedError } from '../../../domain/licensing.errors';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';
import { lockOrderLicences } from '../../../infrastructure/order-licences-lock';
import { ReactivateOrderLicencesCommand, type ReactivateOrderLicencesResult } from './reactivate-order-licences.command';

/**
 * The inverse of SuspendOrderLicences: under the order's advisory lock (as issuance and suspension), the
 * balances locked in id order (as consumption locks them), the order's suspended plans and balances are
 * put back in force, the licence_suspension row is marked reactivated (a replayed reversal still changes
 * nothing) and LicenceReactivated goes to the outbox, all in one transaction; then every replica's
 * entitlement cache forgets them. A staff licence (no order) suspended by staff is reactivated alone.
 * Nothing suspended → 409.
 */
@CommandHandler(ReactivateOrderLicencesCommand)
export class ReactivateOrderLicencesHandler implements ICommandHandler<ReactivateOrderLicencesCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly entitlements: EntitlementChanges,
  ) {}

  async execute(command: ReactivateOrderLicencesCommand): Promise<ReactivateOrderLicencesResult> {
    const result = await this.reactivate(command);
    this.entitlements.changedAll();
    return result;
  }

  private async reactivate({
    purchaseOrderLicenseId,
    reactivatedBy,
  }: ReactivateOrderLicencesCommand): Promise<ReactivateOrderLicencesResult> {
    const plan = await this.em.fork().findOne(LicencePlan, { id: purchaseOrderLicenseId }, { fields: ['id', 'referenceUuid'] });
    if (!plan) throw new LicenceNotFoundError();
    const referenceUuid = plan.referenceUuid ?? null;
    return this.em.fork().transactional(async (tx) => {
      if (referenceUuid) await lockOrderLicences(tx, referenceUuid);
      await tx.getConnection().execute(
        `select b.id from "licensing"."licence_balance" b join "licensing"."licence_plan" p on p.id = b.plan_id
            where ${referenceUuid ? 'p.reference_uuid = ?' : 'p.id = ?'} order by b.id for update of b`,
        [referenceUuid ?? plan.id],
        'all',
        tx.getTransactionContext(),
      );
      const plans = await tx.find(LicencePlan, referenceUuid ? { referenceUuid } : { id: plan.id }, {
        populate: ['balances'],
        orderBy: { id: 'asc' },
      });
      const reactivated = plans.filter((each) => each.reactivate());
      const [first] = reactivated;
      if (!first) throw new NotSuspendedError();
      const now = this.clock.now();
      const suspension = referenceUuid ? await tx.findOne(LicenceSuspension, { referenceUuid }) : null;
      if (suspension && suspension.isInForce) {
        suspension.reactivatedOn = now;
        suspension.reactivatedBy = reactivatedBy?.slice(0, 100) ?? null;
      }
      await tx.flush();
      recordEvents(
        tx,
        new LicenceReactivatedEvent(
          referenceUuid,
          first.customerId,
          first.documentTypeId,
          first.documentNumber,
          first.appName,
          first.serviceName,
          reactivated.map((each) => each.id),
          reactivatedBy,
          now,
        ),
      );
      await tx.flush();
      return { referenceUuid, planIds: reactivated.map((each) => each.id) };
    });
  }
}
