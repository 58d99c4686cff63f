import { Injectable } from '@nestjs/common';
import { ConsumptionDatabase } from '../consumption/consumption-database';
import { withContentionRetry } from '../consumption/contention-retry';

export interface ReserveRequest {
  reservationId: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  quantity: number;
  ttlSeconds: number;
}

export type ReserveOutcome = 'RESERVED' | 'REPLAY' | 'CONFLICT' | 'INSUFFICIENT_BALANCE' | 'UNKNOWN_FEATURE' | 'PLAN_SUSPENDED';
export type ReservationStatus = 'HELD' | 'COMMITTED' | 'RELEASED' | 'EXPIRED';

export interface ReserveAnswer {
  outcome: ReserveOutcome;
  available: number | null;
  expiresAt: Date | null;
  status: ReservationStatus | null;
}

export type CommitOutcome = 'ACCEPTED' | 'DUPLICATE' | 'EXPIRED' | 'RELEASED' | 'NOT_FOUND' | 'EVENT_ID_TAKEN';

/** The customer and feature a reservation is of (what the entitlement cache forgets after a change). */
export interface ReservationKey {
  documentType: number;
  documentNumber: string;
  featureCode: string;
}

export interface CommitAnswer {
  outcome: CommitOutcome;
  available: number | null;
  key: ReservationKey | null;
}

export interface ReleaseAnswer {
  /** The reservation's status afterwards (NOT_FOUND when there is none). */
  outcome: ReservationStatus | 'NOT_FOUND';
  key: ReservationKey | null;
}

const RESERVE = 'select outcome, available, expires_at, status from licensing.reserve_units($1, $2, $3, $4, $5, $6, $7, $8)';
const COMMIT = 'select outcome, available, document_type_id, document_number, feature_code from licensing.commit_reservation($1, $2, $3)';
const GIVE_BACK = 'select outcome, document_type_id, document_number, feature_code from licensing.give_back_reservation($1, $2, $3, $4)';
const DUE = `select app_name, reservation_id from licensing.reservation
  where status = 'HELD' and expires_at <= now() order by expires_at limit $1`;

interface KeyRow {
  document_type_id: number | null;
  document_number: string | null;
  feature_code: string | null;
}

const keyOf = (row: KeyRow): ReservationKey | null =>
  row.document_type_id === null
    ? null
    : { documentType: row.document_type_id, documentNumber: row.document_number ?? '', featureCode: row.feature_code ?? '' };

const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * Reservations on the balances (migration 20261127020000): reserve_units, commit_reservation and
 * give_back_reservation, each one autocommit statement on the consumption pool, retried on contention
 * as consumption's are (a deadlock, a serialization failure, a unique-key race on the reservation id).
 */
@Injectable()
export class ReservationLedger {
  constructor(private readonly database: ConsumptionDatabase) {}

  async reserve(appName: string, serviceName: string, r: ReserveRequest): Promise<ReserveAnswer> {
    const values = [appName, serviceName, r.reservationId, r.documentType, r.documentNumber, r.featureCode, r.quantity, r.ttlSeconds];
    const { rows } = await withContentionRetry(() =>
      this.database.query<{ outcome: ReserveOutcome; available: string | null; expires_at: Date | null; status: ReservationStatus | null }>(
        RESERVE,
        values,
        'licensing.reserve_units',
      ),
    );
    const [row] = rows;
    return { outcome: row.outcome, available: numberOrNull(row.available), expiresAt: row.expires_at, status: row.status };
  }

  async commit(appName: string, reservationId: string, eventId: string): Promise<CommitAnswer> {
    const { rows } = await withContentionRetry(() =>
      this.database.query<KeyRow & { outcome: CommitOutcome; available: string | null }>(
        COMMIT,
        [appName, reservationId, eventId],
        'licensing.commit_reservation',
      ),
    );
    const [row] = rows;
    return { outcome: row.outcome, available: numberOrNull(row.available), key: keyOf(row) };
  }

  /** Gives the units back: RELEASED by the app, or EXPIRED (onlyDue: leaves one not yet due alone). */
  async giveBack(appName: string, reservationId: string, status: 'RELEASED' | 'EXPIRED', onlyDue: boolean): Promise<ReleaseAnswer> {
    const { rows } = await withContentionRetry(() =>
      this.database.query<KeyRow & { outcome: ReleaseAnswer['outcome'] }>(
        GIVE_BACK,
        [appName, reservationId, status, onlyDue],
        'licensing.give_back_reservation',
      ),
    );
    const [row] = rows;
    return { outcome: row.outcome, key: keyOf(row) };
  }

  /** Held reservations past their expiry, the oldest first. */
  async due(limit: number): Promise<{ appName: string; reservationId: string }[]> {
    const { rows } = await this.database.query<{ app_name: string; reservation_id: string }>(DUE, [limit]);
    return rows.map((r) => ({ appName: r.app_name, reservationId: r.reservation_id }));
  }
}
