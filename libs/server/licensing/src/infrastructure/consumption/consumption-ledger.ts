import { Injectable } from '@nestjs/common';
import type { ConsumptionOutcome } from '@lic/shared-api-types';
import { ConsumptionDatabase } from './consumption-database';
import { withContentionRetry } from './contention-retry';

/** One event as the ledger takes it (already validated). */
export interface LedgerEvent {
  eventId: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  quantity: number;
  occurredAt: Date;
}

export interface LedgerOutcome {
  outcome: Extract<ConsumptionOutcome, 'ACCEPTED' | 'DUPLICATE' | 'INSUFFICIENT_BALANCE' | 'UNKNOWN_FEATURE' | 'PLAN_SUSPENDED'>;
  /** Available after the event; null when unlimited, unknown or suspended. */
  available: number | null;
}

interface OutcomeRow {
  ord: number;
  outcome: LedgerOutcome['outcome'];
  available: string | null;
}

const CONSUME_EVENTS = 'select ord, outcome, available from licensing.consume_events($1, $2, $3, $4, $5, $6, $7, $8)';
const CONSUME_EVENT = 'select outcome, available from licensing.consume_event($1, $2, $3, $4, $5, $6, $7, $8)';

/**
 * The balances' ledger: meters events with licensing.consume_event / consume_events (migrations
 * 20261122075000 and 20261125090000), one statement in autocommit for one event or a whole batch. The
 * statements lock balances in one order; a deadlock or serialization failure that still happens (another
 * writer, a stricter isolation level) is retried with backoff, and a concurrent insert of the same event
 * id for another customer or feature, which loses on the unique key, is repeated once and sees the
 * duplicate (withContentionRetry; ContentionExhausted when the contention outlasts the attempts).
 */
@Injectable()
export class ConsumptionLedger {
  constructor(private readonly database: ConsumptionDatabase) {}

  async consume(appName: string, serviceName: string, events: LedgerEvent[]): Promise<LedgerOutcome[]> {
    if (events.length === 0) return [];
    if (events.length === 1) return [await this.consumeOne(appName, serviceName, events[0])];
    const values = [
      appName,
      serviceName,
      events.map((e) => e.eventId),
      events.map((e) => e.documentType),
      events.map((e) => e.documentNumber),
      events.map((e) => e.featureCode),
      events.map((e) => e.quantity),
      events.map((e) => e.occurredAt),
    ];
    const { rows } = await withContentionRetry(() => this.database.query<OutcomeRow>(CONSUME_EVENTS, values, 'licensing.consume_events'));
    const outcomes = new Array<LedgerOutcome>(events.length);
    for (const row of rows)
      outcomes[row.ord - 1] = { outcome: row.outcome, available: row.available === null ? null : Number(row.available) };
    return outcomes;
  }

  /** One event: licensing.consume_event, whose common case is a conditional update plus the event row. */
  private async consumeOne(appName: string, serviceName: string, event: LedgerEvent): Promise<LedgerOutcome> {
    const values = [
      appName,
      serviceName,
      event.eventId,
      event.documentType,
      event.documentNumber,
      event.featureCode,
      event.quantity,
      event.occurredAt,
    ];
    const { rows } = await withContentionRetry(() =>
      this.database.query<Omit<OutcomeRow, 'ord'>>(CONSUME_EVENT, values, 'licensing.consume_event'),
    );
    const [row] = rows;
    return { outcome: row.outcome, available: row.available === null ? null : Number(row.available) };
  }
}
