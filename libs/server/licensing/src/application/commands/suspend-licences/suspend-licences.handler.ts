import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { LicenceSuspendedEvent } from '@lic/server-licensing-api';
import { LicencePlan } from '../../../domain/licence-plan.entity';
import { AlreadySuspendedError, LicenceNotFoundError } from '../../../domain/licensing.errors';
import { EntitlementChanges } from '../../../infrastructure/entitlements/entitlement-changes';
import { lockOrderLicences } from '../../../infrastructure/order-licences-lock';
import { SuspendLicencesCommand, type SuspendLicencesResult } from './suspend-licences.command';

/**
 * Staff's "Suspender": under the order's advisory lock (as issuance, a reversal and reactivation), the
 * balances locked in id order (as consumption locks them), the order's plans in force are suspended with
 * the reason and LicenceSuspended goes to the outbox, in one transaction; then every replica's entitlement
 * cache forgets them, so the apps get PLAN_SUSPENDED from the next request. No licence_suspension row is
 * written: that row records a reversed payment (a later reversal of the same order must still suspend).
 * A staff licence (no order) is suspended alone. Nothing left in force → 409 ALREADY_SUSPENDED.
 */
@CommandHandler(SuspendLicencesCommand)
export class SuspendLicencesHandler implements ICommandHandler<SuspendLicencesCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly entitlements: EntitlementChanges,
  ) {}

  async execute(command: SuspendLicencesCommand): Promise<SuspendLicencesResult> {
    const result = await this.suspend(command);
    this.entitlements.changedAll();
    return result;
  }

  private async suspend({ purchaseOrderLicenseId, reason, suspendedBy }: SuspendLicencesCommand): Promise<SuspendLicencesResult> {
    const plan = await this.em.fork().findOne(LicencePlan, { id: purchaseOrderLicenseId }, { fields: ['id', 'referenceUuid'] });
    if (!plan) throw new LicenceNotFoundError();
    const referenceUuid = plan.referenceUuid ?? null;
    const which = referenceUuid ? { referenceUuid } : { id: plan.id };
    return this.em.fork().transactional(async (tx) => {
      if (referenceUuid) await lockOrderLicences(tx, referenceUuid);
      await tx.getConnection().execute(
        `select b.id from "licensing"."licence_balance" b join "licensing"."licence_plan" p on p.id = b.plan_id
            where ${referenceUuid ? 'p.reference_uuid = ?' : 'p.id = ?'} order by b.id for update of b`,
        [referenceUuid ?? plan.id],
        'all',
        tx.getTransactionContext(),
      );
      const plans = await tx.find(LicencePlan, which, { populate: ['balances'], orderBy: { id: 'asc' } });
      const now = this.clock.now();
      const suspended = plans.filter((each) => each.suspend(now, reason));
      const [first] = suspended;
      if (!first) throw new AlreadySuspendedError();
      await tx.flush();
      recordEvents(
        tx,
        new LicenceSuspendedEvent(
          referenceUuid,
          first.customerId,
          first.documentTypeId,
          first.documentNumber,
          first.appName,
          first.serviceName,
          suspended.map((each) => each.id),
          reason,
          now,
          suspendedBy?.slice(0, 100) ?? null,
        ),
      );
      await tx.flush();
      return { referenceUuid, planIds: suspended.map((each) => each.id) };
    });
  }
}
