import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { LicenceUsageItem, LicenceUsagePage } from '@lic/shared-api-types';
import { GetLicenceUsageQuery } from './get-licence-usage.query';

interface UsageRow {
  event_id: string;
  app_name: string;
  service_name: string;
  feature_code: string;
  feature_name: string | null;
  quantity: number;
  occurred_at: Date;
  recorded_at: Date;
  total: string;
}

/**
 * Reads licensing.consumption_event through its (document, occurred_at) index; the feature's name comes
 * from the customer's balance of that feature (events keep only the code).
 */
@QueryHandler(GetLicenceUsageQuery)
export class GetLicenceUsageHandler implements IQueryHandler<GetLicenceUsageQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetLicenceUsageQuery): Promise<LicenceUsagePage> {
    const pattern = `%${query.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const params = [
      query.documentType,
      query.documentNumber,
      query.serviceName,
      query.serviceName,
      query.filter,
      pattern,
      pattern,
      pattern,
    ];
    const connection = this.em.getConnection();
    const rows = await connection.execute<UsageRow[]>(`${FILTERED_EVENTS} order by ev.occurred_at desc, ev.id desc offset ? limit ?`, [
      ...params,
      query.skip,
      query.take,
    ]);
    // Past the last page the window count is missing: count apart so the client still learns the total.
    const countRecords =
      rows.length > 0
        ? Number(rows[0].total)
        : query.skip === 0
          ? 0
          : Number((await connection.execute<{ n: string }[]>(`select count(*) as n from (${FILTERED_EVENTS}) page`, params))[0].n);
    const next = query.skip + query.take;
    return {
      licenseUsageList: rows.map(toItem),
      countRecords,
      nextSkipLicense: next < countRecords ? next : null,
    };
  }
}

const FILTERED_EVENTS = `with events as (
    select e.id, e.event_id, e.app_name, e.service_name, e.feature_code, e.quantity, e.occurred_at, e.recorded_at,
           (select b.feature_name from licensing.licence_balance b
             where b.document_type_id = e.document_type_id and b.document_number = e.document_number
               and b.feature_code = e.feature_code
             order by b.id desc limit 1) as feature_name
      from licensing.consumption_event e
     where e.document_type_id = ? and e.document_number = ?
       and (? = '' or e.service_name = upper(?))
  )
  select ev.*, count(*) over () as total
    from events ev
   where ? = '' or ev.event_id ilike ? or ev.feature_code ilike ? or ev.feature_name ilike ?`;

function toItem(row: UsageRow): LicenceUsageItem {
  return {
    eventId: row.event_id,
    appName: row.app_name,
    serviceName: row.service_name,
    featureCode: row.feature_code,
    featureName: row.feature_name ?? row.feature_code,
    quantity: Number(row.quantity),
    occurredAt: new Date(row.occurred_at).toISOString(),
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}
