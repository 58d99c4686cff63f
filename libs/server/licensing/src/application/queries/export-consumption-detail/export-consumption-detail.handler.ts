import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { NoLicencesError } from '../../../domain/licensing.errors';
import { LicensingMessage } from '../../../domain/licensing.messages';
import { ConsumptionDatabase } from '../../../infrastructure/consumption/consumption-database';
import {
  consumptionDetailWorkbook,
  type DetailBalanceRow,
  type DetailEventRow,
} from '../../../infrastructure/export/consumption-detail.workbook';
import { ExportConsumptionDetailQuery, type ConsumptionDetailFile } from './export-consumption-detail.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The events sheet stops here (the newest first); the reports cover longer spans. */
export const DETAIL_EVENTS_MAX = 100_000;

interface BalanceRow {
  customer_name: string;
  document_type_id: number;
  document_number: string;
  service_name: string;
  package_name: string;
  feature_name: string;
  total: string;
  used: string;
  reserved: string;
  is_unlimited: boolean;
  storage_unit: string | null;
  last_use_date: Date | null;
}

interface EventRow {
  occurred_at: Date;
  recorded_at: Date;
  app_name: string;
  event_id: string;
  document_number: string;
  service_name: string;
  feature_code: string;
  feature_name: string | null;
  quantity: number;
}

const ORDER_BY: Record<string, string> = {
  'a-z': 'p.customer_name, p.service_name, p.effective_date desc',
  'z-a': 'p.customer_name, p.service_name desc, p.effective_date desc',
  desc: 'p.customer_name, p.purchase_date desc, p.service_name',
  asc: 'p.customer_name, p.purchase_date asc, p.service_name',
};

/**
 * Selects the plans as getDetailsLicenseCustomer does (the customer of the request, the Customer
 * filters by id or document, the Service filters), then their balances and the customers' kept events
 * of those services.
 */
@QueryHandler(ExportConsumptionDetailQuery)
export class ExportConsumptionDetailHandler implements IQueryHandler<ExportConsumptionDetailQuery> {
  constructor(
    private readonly database: ConsumptionDatabase,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ request }: ExportConsumptionDetailQuery): Promise<ConsumptionDetailFile> {
    const customerIds: string[] = [];
    const documents: string[] = [];
    if (request.customerId) customerIds.push(request.customerId.toLowerCase());
    if (request.purchaseOrderLicenseId) {
      const [plan] = (
        await this.database.query<{ customer_id: string }>('select customer_id from licensing.licence_plan where id = $1', [
          request.purchaseOrderLicenseId,
        ])
      ).rows;
      if (plan) customerIds.push(plan.customer_id);
    }
    for (const filter of request.filters.filter((f) => f.type === 'Customer')) {
      if (UUID.test(filter.value)) customerIds.push(filter.value.toLowerCase());
      else documents.push(filter.value.replace(/\s+/g, ''));
    }
    const services = request.filters.filter((f) => f.type === 'Service').map((f) => f.value.trim().toUpperCase());
    if (customerIds.length === 0 && documents.length === 0) throw new NoLicencesError(LicensingMessage.noLicencesInFilter);

    const { rows: balances } = await this.database.query<BalanceRow>(
      `select p.customer_name, p.document_type_id, p.document_number, p.service_name, p.package_name,
              coalesce(b.feature_alias, b.feature_name) as feature_name, b.total, b.used, licensing.held_units(b) as reserved, b.is_unlimited, b.storage_unit, b.last_use_date
         from licensing.licence_plan p
         join licensing.licence_balance b on b.plan_id = p.id
        where (p.customer_id::text = any($1::text[]) or p.document_number = any($2::text[]))
          and (cardinality($3::text[]) = 0 or p.service_name = any($3::text[]))
        order by ${ORDER_BY[request.sortType] ?? ORDER_BY['a-z']}, p.id, b.feature_name, b.id`,
      [customerIds, documents, services],
    );
    if (balances.length === 0) throw new NoLicencesError(LicensingMessage.noLicencesInFilter);

    const { rows: events } = await this.database.query<EventRow>(
      `with customers as (
         select distinct p.document_type_id, p.document_number, p.service_name
           from licensing.licence_plan p
          where (p.customer_id::text = any($1::text[]) or p.document_number = any($2::text[]))
            and (cardinality($3::text[]) = 0 or p.service_name = any($3::text[]))
       )
       select e.occurred_at, e.recorded_at, e.app_name, e.event_id, e.document_number, e.service_name, e.feature_code,
              (select coalesce(b.feature_alias, b.feature_name) from licensing.licence_balance b
                where b.document_type_id = e.document_type_id and b.document_number = e.document_number and b.feature_code = e.feature_code
                order by b.id desc limit 1) as feature_name,
              e.quantity
         from licensing.consumption_event e
         join customers c on c.document_type_id = e.document_type_id and c.document_number = e.document_number and c.service_name = e.service_name
        order by e.occurred_at desc, e.id desc
        limit ${DETAIL_EVENTS_MAX}`,
      [customerIds, documents, services],
    );

    const content = await consumptionDetailWorkbook(balances.map(toBalanceRow), events.map(toEventRow));
    return { fileName: `detalle-de-consumo-${balances[0].document_number}-${bogotaDay(this.clock.now())}.xlsx`, content };
  }
}

function toBalanceRow(row: BalanceRow): DetailBalanceRow {
  const total = Number(row.total);
  const used = Number(row.used);
  const reserved = Number(row.reserved);
  return {
    customerName: row.customer_name,
    documentType: row.document_type_id,
    documentNumber: row.document_number,
    serviceName: row.service_name,
    packageName: row.package_name,
    featureName: row.feature_name,
    purchased: row.is_unlimited ? null : total,
    used,
    available: row.is_unlimited ? null : total - used - reserved,
    storageUnit: row.storage_unit,
    lastUseDate: row.last_use_date ? new Date(row.last_use_date) : null,
  };
}

function toEventRow(row: EventRow): DetailEventRow {
  return {
    occurredAt: new Date(row.occurred_at),
    recordedAt: new Date(row.recorded_at),
    appName: row.app_name,
    eventId: row.event_id,
    documentNumber: row.document_number,
    serviceName: row.service_name,
    featureCode: row.feature_code,
    featureName: row.feature_name ?? row.feature_code,
    quantity: Number(row.quantity),
  };
}

/** YYYYMMDD in America/Bogota (UTC−5, no daylight saving). */
function bogotaDay(now: Date): string {
  return new Date(now.getTime() - 5 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '');
}
