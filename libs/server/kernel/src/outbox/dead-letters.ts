import { Injectable } from '@nestjs/common';
import { Metrics } from '../observability/metrics';
import type { DeadLetterView } from '@lic/shared-api-types';
import { JobEngine, JOBS_SCHEMA } from '../jobs/job-engine';
import { DEAD_LETTER_QUEUE, type DeliveryJobData } from './delivery-workers';

interface DeadLetterRow {
  id: string;
  data: DeliveryJobData;
  source_name: string | null;
  source_retry_count: number | null;
  source_output: unknown;
  source_created_on: Date | null;
  created_on: Date;
}

/** Longest error text shown; a stack trace is cut, the message always fits. */
const ERROR_MAX_LENGTH = 2_000;

/**
 * The parked deliveries (pg-boss dead-letter queue) read for the back office, and their replay:
 * `redrive` moves one back to its subscriber's queue as a fresh job with new attempts.
 */
@Injectable()
export class DeadLetters {
  constructor(
    private readonly engine: JobEngine,
    metrics: Metrics,
  ) {
    metrics.countParkedDeliveriesWith(() => this.count());
  }

  /** How many deliveries are parked now; null while the job engine is not running. */
  async count(): Promise<number | null> {
    if (!this.engine.running) return null;
    const { rows } = await this.engine.boss
      .getDb()
      .executeSql(`select count(*)::int as count from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry')`, [
        DEAD_LETTER_QUEUE,
      ]);
    return Number((rows as { count: number }[])[0]?.count ?? 0);
  }

  /** Newest first; pg-boss documents its job table as readable SQL (docs/sql/job-table). */
  async list(page: number, pageSize: number): Promise<{ records: DeadLetterView[]; count: number }> {
    const db = this.engine.boss.getDb();
    const where = `from ${JOBS_SCHEMA}.job where name = $1 and state in ('created', 'retry')`;
    const [{ rows }, { rows: counted }] = await Promise.all([
      db.executeSql(
        `select id, data, source_name, source_retry_count, source_output, source_created_on, created_on ${where}
         order by created_on desc, id limit $2 offset $3`,
        [DEAD_LETTER_QUEUE, pageSize, (page - 1) * pageSize],
      ),
      db.executeSql(`select count(*)::int as count ${where}`, [DEAD_LETTER_QUEUE]),
    ]);
    return { records: (rows as DeadLetterRow[]).map(toView), count: Number(counted[0]?.count ?? 0) };
  }

  /** Queues the parked delivery again; false when there is none with this id (already replayed). */
  async replay(id: string): Promise<boolean> {
    const moved = await this.engine.boss.redrive(DEAD_LETTER_QUEUE, { ids: [id], limit: 1 });
    return moved > 0;
  }
}

function toView(row: DeadLetterRow): DeadLetterView {
  const queue = row.source_name ?? '';
  const payload = row.data?.payload ?? {};
  const reference = payload.paymentReference ?? payload.referenceUuid;
  return {
    id: row.id,
    eventName: row.data?.eventName ?? queue.split('/')[0],
    subscriber: queue.split('/')[1] ?? queue,
    attempts: (row.source_retry_count ?? 0) + 1,
    lastError: errorText(row.source_output),
    occurredOn: row.data?.occurredOn ?? new Date(row.created_on).toISOString(),
    firstAttemptOn: new Date(row.source_created_on ?? row.created_on).toISOString(),
    failedOn: new Date(row.created_on).toISOString(),
    orderReference: typeof reference === 'string' && reference ? reference : null,
  };
}

function errorText(output: unknown): string {
  if (output && typeof output === 'object') {
    const { message, value } = output as { message?: unknown; value?: unknown };
    if (typeof message === 'string' && message) return message.slice(0, ERROR_MAX_LENGTH);
    if (typeof value === 'string' && value) return value.slice(0, ERROR_MAX_LENGTH);
    return JSON.stringify(output).slice(0, ERROR_MAX_LENGTH);
  }
  return typeof output === 'string' ? output.slice(0, ERROR_MAX_LENGTH) : 'Sin detalle del error';
}
