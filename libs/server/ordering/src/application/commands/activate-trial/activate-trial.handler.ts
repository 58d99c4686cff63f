import { Inject } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, recordEvents, type Clock } from '@lic/server-kernel';
import { PurchaseOrder } from '../../../domain/purchase-order.entity';
import { ACTIVATION_TOKEN_PATTERN, activationTokenHash } from '../../../domain/trial-activation-token';
import { ActivateTrialCommand, type ActivateTrialResult } from './activate-trial.command';

@CommandHandler(ActivateTrialCommand)
export class ActivateTrialHandler implements ICommandHandler<ActivateTrialCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ActivateTrialCommand): Promise<ActivateTrialResult> {
    if (!ACTIVATION_TOKEN_PATTERN.test(token)) return { outcome: 'unknown', referenceUuid: null };
    return this.em.fork().transactional(async (tx) => {
      // Locked: two clicks on the link at once activate the trial (and publish its event) once.
      const order = await tx.findOne(
        PurchaseOrder,
        { activationTokenHash: activationTokenHash(token) },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!order) return { outcome: 'unknown', referenceUuid: null };
      await tx.populate(order, ['lines']);
      const now = this.clock.now();
      const outcome = order.activateTrial(now);
      if (outcome === 'activated') {
        recordEvents(tx, order.registeredEvent(now));
        await tx.flush();
      }
      return { outcome, referenceUuid: order.id };
    });
  }
}
