import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { JobEngine, Scheduled, ScheduledJobs, type ScheduledJob } from '@lic/server-kernel';

/** A tiny job of this test only: counts its runs on the replica that ran it. */
@Injectable()
@Scheduled({ name: 'test.tiny-count', cron: '*/5 * * * *' })
class TinyCountJob implements ScheduledJob {
  runs = 0;
  async run(): Promise<void> {
    this.runs += 1;
  }
}

describe('scheduled jobs on the job engine', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await createTestApp({ providers: [TinyCountJob] });
    b = await createTestApp({ replicaOf: a, providers: [TinyCountJob] });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('discovers @Scheduled providers and schedules them on their cron, in UTC', async () => {
    expect(
      a.app
        .get(ScheduledJobs)
        .all()
        .map((job) => [job.name, job.cron]),
    ).toContainEqual(['test.tiny-count', '*/5 * * * *']);
    const schedule = await a.app.get(JobEngine).boss.getSchedule('test.tiny-count');
    expect(schedule).toMatchObject({ name: 'test.tiny-count', cron: '*/5 * * * *', timezone: 'UTC' });
  });

  it('runs an occurrence once across two replicas', async () => {
    // What the cron monitor does at an occurrence: one job in the job's queue, whichever replica sends it.
    await a.app.get(JobEngine).boss.send('test.tiny-count', {});
    const total = () => a.app.get(TinyCountJob).runs + b.app.get(TinyCountJob).runs;
    const deadline = Date.now() + 15_000;
    while (total() < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // a second run would show by now
    expect(total()).toBe(1);
  });
});
