import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { serviceNameOfApp } from '../../../domain/consumption/app-service';
import { ConsumptionDatabase } from '../../../infrastructure/consumption/consumption-database';
import { customerKey, EntitlementCache } from '../../../infrastructure/entitlements/entitlement-cache';
import { type EntitlementAnswer, GetEntitlementQuery } from './get-entitlement.query';

interface EntitlementRow {
  balances: number;
  unlimited: boolean | null;
  total: string;
  used: string;
  reserved: string;
  expires_on: Date | null;
  next_start: Date | null;
  next_hold_expiry: Date | null;
  suspended: boolean;
}

// The balances consumption draws from (consume_events): active, unsuspended, of the app's service; what
// they hold counts only reservations not yet due (held_units, decision 0047). The next start of a balance
// not yet in force, the first expiry and the first expiry of a hold bound how long the answer holds.
const ENTITLEMENT = `
select count(*)::int as balances, bool_or(b.is_unlimited) as unlimited,
       coalesce(sum(b.total) filter (where not b.is_unlimited), 0)::bigint as total,
       coalesce(sum(b.used), 0)::bigint as used, coalesce(sum(licensing.held_units(b)), 0)::bigint as reserved,
       min(b.expiration_date) as expires_on,
       (select min(r.expires_at) from licensing.reservation r
         where r.status = 'HELD' and r.document_type_id = $1 and r.document_number = $2 and r.feature_code = $3
           and r.service_name = $4 and r.expires_at > now()) as next_hold_expiry,
       (select min(f.effective_date) from licensing.licence_balance f
         where f.document_type_id = $1 and f.document_number = $2 and f.feature_code = $3 and f.service_name = $4
           and f.effective_date > now()) as next_start,
       exists (select 1 from licensing.licence_balance s
                where s.document_type_id = $1 and s.document_number = $2 and s.feature_code = $3 and s.service_name = $4
                  and s.effective_date <= now() and s.expiration_date > now() and s.suspended_on is not null) as suspended
  from licensing.licence_balance b
 where b.document_type_id = $1 and b.document_number = $2 and b.feature_code = $3 and b.service_name = $4
   and b.effective_date <= now() and b.expiration_date > now() and b.suspended_on is null`;

/**
 * Answers from the replica's EntitlementCache when it can (keyed by app, customer and feature; decision
 * 0033), otherwise with one read on the consumption pool, kept until the first balance expires or starts,
 * the cache's time to live, or a change of the customer.
 */
@QueryHandler(GetEntitlementQuery)
export class GetEntitlementHandler implements IQueryHandler<GetEntitlementQuery> {
  constructor(
    private readonly cache: EntitlementCache<EntitlementAnswer>,
    private readonly database: ConsumptionDatabase,
  ) {}

  async execute({ appName, documentType, documentNumber, featureCode }: GetEntitlementQuery): Promise<EntitlementAnswer> {
    const customer = customerKey(documentType, documentNumber);
    const key = `${appName}|${featureCode}`;
    const cached = this.cache.get(customer, key);
    if (cached) return cached;
    const generation = this.cache.generation(customer);
    const { rows } = await this.database.query<EntitlementRow>(
      ENTITLEMENT,
      [documentType, documentNumber, featureCode, serviceNameOfApp(appName)],
      'licensing.entitlement',
    );
    const [row] = rows;
    const answer = answerOf(row, featureCode);
    const bounds = [row.expires_on, row.next_start, row.next_hold_expiry].filter((d): d is Date => d !== null).map((d) => d.getTime());
    this.cache.set(customer, key, answer, Math.min(Number.MAX_SAFE_INTEGER, ...bounds), generation);
    return answer;
  }
}

function answerOf(row: EntitlementRow, featureCode: string): EntitlementAnswer {
  if (row.balances === 0 || row.expires_on === null) return { kind: row.suspended ? 'PLAN_SUSPENDED' : 'UNKNOWN_FEATURE' };
  const unlimited = row.unlimited === true;
  const total = Number(row.total);
  const used = Number(row.used);
  const reserved = Number(row.reserved);
  return {
    kind: 'FOUND',
    entitlement: {
      featureCode,
      unlimited,
      total: unlimited ? null : total,
      used,
      reserved,
      available: unlimited ? null : Math.max(0, total - used - reserved),
      expiresOn: row.expires_on.toISOString(),
    },
  };
}
