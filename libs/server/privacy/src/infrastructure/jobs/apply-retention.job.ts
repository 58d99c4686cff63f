import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, ForgetMailsBeforeCommand, Scheduled, type Clock, type ScheduledJob } from '@lic/server-kernel';
import { PersonalDataAccess } from '../../domain/personal-data-access.entity';
import { RETENTION } from '../../domain/retention';

const DAY_MS = 86_400_000;

/**
 * Every night, once across the replicas: deletes what the retention table (docs/privacy/retention.md)
 * keeps for a fixed time only: sent mails and the access log after two years. What the law keeps for ten
 * years (invoices, payments, consents' proof) no job deletes before that time has passed.
 */
@Injectable()
@Scheduled({ name: 'privacy.apply-retention', cron: '40 8 * * *' })
export class ApplyRetentionJob implements ScheduledJob {
  private readonly logger = new Logger(ApplyRetentionJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly commandBus: CommandBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async run(): Promise<void> {
    await this.apply();
  }

  /** One pass: how many mails and access-log rows were deleted. */
  async apply(): Promise<{ mails: number; accesses: number }> {
    const now = this.clock.now().getTime();
    const mails = await this.commandBus.execute(new ForgetMailsBeforeCommand(new Date(now - RETENTION.mails.purgeAfterDays * DAY_MS)));
    const accesses = await this.em
      .fork()
      .nativeDelete(PersonalDataAccess, { accessedAt: { $lt: new Date(now - RETENTION.accessLog.purgeAfterDays * DAY_MS) } });
    this.logger.log({ mails, accesses }, 'retention applied');
    return { mails, accesses };
  }
}
