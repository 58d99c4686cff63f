import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Scheduled, type ScheduledJob } from '@lic/server-kernel';
import { ReconcilePendingPaymentsCommand } from '../../application/commands/reconcile-pending-payments/reconcile-pending-payments.command';

/** Every five minutes, once across the replicas (the kernel's job engine): online payments whose confirmation was lost. */
@Injectable()
@Scheduled({ name: 'payments.reconcile-pending', cron: '*/5 * * * *' })
export class ReconcilePendingPaymentsJob implements ScheduledJob {
  constructor(private readonly commandBus: CommandBus) {}

  async run(): Promise<void> {
    await this.commandBus.execute(new ReconcilePendingPaymentsCommand());
  }
}
