import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobEngine } from './job-engine';
import { SCHEDULED_JOB_METADATA, type ScheduledJob, type ScheduledJobOptions } from './scheduled-job';

export interface DiscoveredScheduledJob extends ScheduledJobOptions {
  job: ScheduledJob;
}

/** A run longer than this is taken as stuck: the next occurrence may start. */
const RUN_EXPIRE_SECONDS = 15 * 60;

/**
 * Runs every `@Scheduled({ name, cron })` provider on its cron (UTC), once across all replicas:
 * pg-boss's cron monitor creates one job per occurrence whichever replicas are up, the `singleton`
 * queue lets one run be active at a time, and one worker claims it. A failed run is not retried; the
 * next occurrence runs again (the jobs are written to be repeatable). JOBS_ENABLED=false schedules nothing.
 */
@Injectable()
export class ScheduledJobs implements OnApplicationBootstrap {
  private readonly logger = new Logger('ScheduledJobs');
  private found?: DiscoveredScheduledJob[];

  constructor(
    private readonly engine: JobEngine,
    private readonly discovery: DiscoveryService,
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  all(): DiscoveredScheduledJob[] {
    this.found ??= this.discover();
    return this.found;
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.jobsEnabled) return;
    const boss = this.engine.boss;
    for (const scheduled of this.all()) {
      await boss.createQueue(scheduled.name, { policy: 'singleton', retryLimit: 0, expireInSeconds: RUN_EXPIRE_SECONDS });
      await boss.schedule(scheduled.name, scheduled.cron, null, { tz: 'UTC' });
      await boss.work(scheduled.name, { batchSize: 1, pollingIntervalSeconds: 5 }, () => this.run(scheduled));
    }
  }

  /** One run, as the worker does it: in an ORM context of its own; an error fails the run (and is logged). */
  async run(scheduled: DiscoveredScheduledJob): Promise<void> {
    try {
      await RequestContext.create(this.orm.em, () => scheduled.job.run());
    } catch (error) {
      this.logger.error({ job: scheduled.name, error: error instanceof Error ? error.stack : String(error) }, 'scheduled job failed');
      throw error;
    }
  }

  private discover(): DiscoveredScheduledJob[] {
    const jobs: DiscoveredScheduledJob[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const metatype = wrapper.metatype as object | undefined;
      if (!metatype || !wrapper.isDependencyTreeStatic()) continue;
      const options = Reflect.getMetadata(SCHEDULED_JOB_METADATA, metatype) as ScheduledJobOptions | undefined;
      if (!options) continue;
      const job = wrapper.instance as ScheduledJob;
      if (typeof job?.run !== 'function') throw new Error(`@Scheduled ${options.name} has no run()`);
      if (jobs.some((other) => other.name === options.name)) throw new Error(`Two scheduled jobs are named ${options.name}`);
      jobs.push({ ...options, job });
    }
    return jobs;
  }
}
