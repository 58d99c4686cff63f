import { Injectable, Optional } from '@nestjs/common';
import { Metrics } from '@lic/server-kernel';
import type { ConsumptionOutcome } from '@lic/shared-api-types';
import { ConsumptionDatabase } from './consumption-database';
import { withContentionRetry } from './contention-retry';
import { GroupCommit, type GroupCommitOptions } from './group-commit';

/** One event as the ledger takes it (already validated). */
export interface LedgerEvent {
  eventId: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  quantity: number;
  occurredAt: Date;
}

/** What makes two sendings of an event id the same event (decision 0047): occurredAt is not part of it. */
export type EventIdentity = Pick<LedgerEvent, 'documentType' | 'documentNumber' | 'featureCode' | 'quantity'>;

export interface LedgerOutcome {
  outcome: Extract<
    ConsumptionOutcome,
    'ACCEPTED' | 'DUPLICATE' | 'EVENT_ID_REUSED' | 'INSUFFICIENT_BALANCE' | 'UNKNOWN_FEATURE' | 'PLAN_SUSPENDED'
  >;
  /** Available after the event; null when unlimited, unknown, suspended or reused. */
  available: number | null;
  /** EVENT_ID_REUSED: the event first sent under this id (the one kept, or an earlier copy of the same call). */
  firstSent?: EventIdentity;
}

interface OutcomeRow {
  ord: number;
  outcome: LedgerOutcome['outcome'];
  available: string | null;
}

/** A single event waiting for its group, with what its statement needs. */
interface GroupedEvent {
  appName: string;
  serviceName: string;
  event: LedgerEvent;
}

/** Group commit's settings (decision 0037; README "Configuration"). */
export interface GroupCommitSettings extends GroupCommitOptions {
  enabled: boolean;
}

const DEFAULT_GROUP_EVENTS = 500;
/** Groups of one app in flight at once: what arrives meanwhile forms the next group (measured in npm run bench). */
const DEFAULT_GROUP_IN_FLIGHT = 4;

function intSetting(name: string, fallback: number, max: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} must be an integer between 1 and ${max}`);
  return value;
}

export function groupCommitSettings(env: NodeJS.ProcessEnv = process.env): GroupCommitSettings {
  const enabled = env.CONSUMPTION_GROUP_COMMIT;
  if (enabled !== undefined && enabled !== '' && enabled !== 'true' && enabled !== 'false')
    throw new Error('CONSUMPTION_GROUP_COMMIT must be true or false');
  return {
    enabled: enabled !== 'false',
    maxEvents: intSetting('CONSUMPTION_GROUP_MAX_EVENTS', DEFAULT_GROUP_EVENTS, 1000, env),
    maxInFlight: intSetting('CONSUMPTION_GROUP_IN_FLIGHT', DEFAULT_GROUP_IN_FLIGHT, 100, env),
  };
}

const CONSUME_EVENTS = 'select ord, outcome, available from licensing.consume_events($1, $2, $3, $4, $5, $6, $7, $8)';
/** consume_events' body on cached generic plans (migration 20261127080000, decision 0038). */
const CONSUME_EVENT_GROUP = 'select ord, outcome, available from licensing.consume_event_group($1, $2, $3, $4, $5, $6, $7, $8)';
/**
 * Groups up to this size go through consume_event_group: planning its statements again for every call was
 * half of what a small group cost. Larger ones (a burst, a batch) keep consume_events' custom plans, which
 * know how many events the arrays hold.
 */
export const GENERIC_PLAN_GROUP_MAX = 64;
const CONSUME_EVENT = 'select outcome, available from licensing.consume_event($1, $2, $3, $4, $5, $6, $7, $8)';
const KEPT_EVENTS = `select event_id, document_type_id, document_number, feature_code, quantity
  from licensing.consumption_event where app_name = $1 and event_id = any($2)`;

/**
 * The balances' ledger: meters events with licensing.consume_event / consume_events (migrations
 * 20261122075000 and 20261125090000), one statement in autocommit for one event or a whole batch.
 * Concurrent single events of one app are gathered into shared statements (group commit, decision
 * 0037): a group of one is consume_event, a larger one consume_events, whose answers per event are
 * those of the events metered one after the other in the group's order. The
 * statements lock balances in one order; a deadlock or serialization failure that still happens (another
 * writer, a stricter isolation level) is retried with backoff, and a concurrent insert of the same event
 * id for another customer or feature, which loses on the unique key, is repeated once and sees the
 * duplicate (withContentionRetry; ContentionExhausted when the contention outlasts the attempts).
 */
@Injectable()
export class ConsumptionLedger {
  /** False meters each single event in its own statement (CONSUMPTION_GROUP_COMMIT=false; tests switch it). */
  groupCommit: boolean;
  readonly groups: GroupCommit<GroupedEvent, LedgerOutcome>;

  constructor(
    private readonly database: ConsumptionDatabase,
    @Optional() metrics?: Metrics,
  ) {
    const settings = groupCommitSettings();
    this.groupCommit = settings.enabled;
    this.groups = new GroupCommit<GroupedEvent, LedgerOutcome>(
      (grouped) => grouped.event.eventId,
      (_key, grouped) => this.consumeGroup(grouped),
      { ...settings, onGroup: metrics ? (events) => metrics.observeConsumptionGroup(events) : undefined },
    );
  }

  async consume(appName: string, serviceName: string, events: LedgerEvent[]): Promise<LedgerOutcome[]> {
    if (events.length === 0) return [];
    let outcomes: LedgerOutcome[];
    if (events.length === 1 && !this.groupCommit) outcomes = [await this.consumeOne(appName, serviceName, events[0])];
    else if (events.length === 1)
      outcomes = [await this.groups.submit(`${appName}\u0000${serviceName}`, { appName, serviceName, event: events[0] })];
    else outcomes = await this.consumeMany(appName, serviceName, events);
    return outcomes.some((o) => o.outcome === 'EVENT_ID_REUSED') ? this.withFirstSent(appName, events, outcomes) : outcomes;
  }

  /**
   * Names what an EVENT_ID_REUSED event was first sent with: the event kept under its id, else (its first
   * copy was refused, so nothing was kept) the first copy of the same call. Read only for those events.
   */
  private async withFirstSent(appName: string, events: LedgerEvent[], outcomes: LedgerOutcome[]): Promise<LedgerOutcome[]> {
    const reusedIds = [...new Set(events.filter((_, i) => outcomes[i].outcome === 'EVENT_ID_REUSED').map((e) => e.eventId))];
    const { rows } = await this.database.query<{
      event_id: string;
      document_type_id: number;
      document_number: string;
      feature_code: string;
      quantity: number;
    }>(KEPT_EVENTS, [appName, reusedIds]);
    const kept = new Map<string, EventIdentity>(
      rows.map((r) => [
        r.event_id,
        { documentType: r.document_type_id, documentNumber: r.document_number, featureCode: r.feature_code, quantity: r.quantity },
      ]),
    );
    return outcomes.map((o, i) =>
      o.outcome === 'EVENT_ID_REUSED'
        ? { ...o, firstSent: kept.get(events[i].eventId) ?? events.find((e) => e.eventId === events[i].eventId) }
        : o,
    );
  }

  /**
   * One group (one app and service): alone it is the single statement, else one statement for all, small
   * groups on cached plans (consume_event_group: the same body as consume_events).
   */
  private consumeGroup(grouped: GroupedEvent[]): Promise<LedgerOutcome[]> {
    const { appName, serviceName } = grouped[0];
    if (grouped.length === 1) return this.consumeOne(appName, serviceName, grouped[0].event).then((outcome) => [outcome]);
    return this.consumeMany(
      appName,
      serviceName,
      grouped.map((g) => g.event),
      grouped.length <= GENERIC_PLAN_GROUP_MAX ? 'group' : 'batch',
    );
  }

  /** Several events in one statement (licensing.consume_events or its twin), decided in the order given. */
  private async consumeMany(
    appName: string,
    serviceName: string,
    events: LedgerEvent[],
    statement: 'group' | 'batch' = 'batch',
  ): Promise<LedgerOutcome[]> {
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
    const { rows } = await withContentionRetry(() =>
      statement === 'group'
        ? this.database.query<OutcomeRow>(CONSUME_EVENT_GROUP, values, 'licensing.consume_event_group')
        : this.database.query<OutcomeRow>(CONSUME_EVENTS, values, 'licensing.consume_events'),
    );
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
