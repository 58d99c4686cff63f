import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Trigger } from '@mikro-orm/decorators/legacy';

/** What the append-only trigger raises (SQLSTATE 55000, object not in prerequisite state). */
export const APPEND_ONLY_BODY =
  "raise exception 'payments.cash_payment_decision es un registro de auditoría: no admite %', tg_op using errcode = '55000'";

/**
 * The audit record of a staff decision on a cash payment (backoffice-catalogue.md §4): who, when, from
 * which state to which, why, and from where. Append-only: the application only inserts, and triggers refuse
 * UPDATE and DELETE (declared here, so the schema diff knows them) and TRUNCATE (migration only: PostgreSQL does
 * not list statement triggers on TRUNCATE where the diff looks), so nobody can edit or erase one.
 */
@Entity({ schema: 'payments', tableName: 'cash_payment_decision' })
@Trigger({ name: 'append_only', timing: 'before', events: ['update', 'delete'], forEach: 'row', body: APPEND_ONLY_BODY })
@Index({ name: 'cash_payment_decision_payment_idx', properties: ['paymentId', 'decidedOn'] })
export class CashPaymentDecision {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 20 })
  paymentReference!: string;

  /** Cash state ids: 5 pending, 6 approved, 7 rejected. */
  @Property({ type: 'smallint' })
  fromState!: number;

  @Property({ type: 'smallint' })
  toState!: number;

  @Property({ type: 'integer', nullable: true })
  rejectTypeId?: number | null;

  /** The reject type's description at the time of the decision. */
  @Property({ type: 'string', length: 500, nullable: true })
  reason?: string | null;

  /** The staff user's name (token unique_name) and id. */
  @Property({ type: 'string', length: 100 })
  decidedBy!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  decidedById?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  decidedOn!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  static of(input: Omit<CashPaymentDecision, 'id'>): CashPaymentDecision {
    return Object.assign(new CashPaymentDecision(), {
      ...input,
      reason: input.reason?.slice(0, 500) ?? null,
      decidedBy: input.decidedBy.slice(0, 100),
      decidedById: input.decidedById?.slice(0, 100) ?? null,
      ip: input.ip?.slice(0, 64) ?? null,
    });
  }
}
