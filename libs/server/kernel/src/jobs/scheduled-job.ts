import { SetMetadata } from '@nestjs/common';

/** A job that runs on a schedule, once across all replicas (the job engine of the kernel runs it). */
export interface ScheduledJob {
  run(): Promise<void>;
}

export interface ScheduledJobOptions {
  /** Stable name, e.g. `payments.reconcile-pending`; also the job engine's queue name. */
  name: string;
  /** Cron expression (minute precision) in UTC, e.g. every five minutes: `*\/5 * * * *`. */
  cron: string;
}

export const SCHEDULED_JOB_METADATA = 'lic:scheduled-job';

/**
 * Marks a provider (a class with `run()`) as a scheduled job. The kernel's job engine discovers every
 * provider so marked at start and schedules it; tests call `run()` directly.
 */
export const Scheduled = (options: ScheduledJobOptions): ClassDecorator => SetMetadata(SCHEDULED_JOB_METADATA, options);
