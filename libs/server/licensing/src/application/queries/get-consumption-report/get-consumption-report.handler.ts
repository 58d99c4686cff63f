import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConnectionType } from '@mikro-orm/core';
import { CLOCK, ReadReplicas, type Clock } from '@lic/server-kernel';
import { REPORT_TITLES, type ConsumptionReport, type ConsumptionReportDay } from '@lic/shared-api-types';
import { resolveReportRange } from '@lic/shared-rules';
import { addDays, bogotaDay, REPORT_TIME_ZONE } from '../../../domain/reports/report-range';
import { featureNamesOf, sql } from '../../../infrastructure/reports/report-sql';
import { GetConsumptionReportQuery } from './get-consumption-report.query';

interface DayRow {
  day: string;
  feature_code: string;
  quantity: string | number;
}

@QueryHandler(GetConsumptionReportQuery)
export class GetConsumptionReportHandler implements IQueryHandler<GetConsumptionReportQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly replicas: ReadReplicas,
  ) {}

  async execute({ filter }: GetConsumptionReportQuery): Promise<ConsumptionReport> {
    const em = this.em.fork();
    const connection = await this.replicas.connectionType();
    const range = resolveReportRange(bogotaDay(this.clock.now()), filter.from, filter.to);
    // The range's ends as instants: midnight in Bogotá of the first day and of the day after the last.
    const where = [
      `e."occurred_at" >= (?::date)::timestamp at time zone '${REPORT_TIME_ZONE}'`,
      `e."occurred_at" < (?::date)::timestamp at time zone '${REPORT_TIME_ZONE}'`,
    ];
    const params: unknown[] = [range.from, addDays(range.to, 1)];
    if (filter.documentType !== null && filter.documentNumber !== null) {
      where.push('e."document_type_id" = ?', 'e."document_number" = ?');
      params.push(filter.documentType, filter.documentNumber);
    }
    if (filter.serviceName !== null) {
      where.push('e."service_name" = ?');
      params.push(filter.serviceName);
    }
    if (filter.featureCode !== null) {
      where.push('e."feature_code" = ?');
      params.push(filter.featureCode);
    }
    const rows = await sql<DayRow>(
      em,
      `select to_char((e."occurred_at" at time zone '${REPORT_TIME_ZONE}')::date, 'YYYY-MM-DD') as "day",
              e."feature_code", sum(e."quantity") as "quantity"
         from "licensing"."consumption_event" e
        where ${where.join(' and ')}
        group by 1, 2
        order by 1, 2`,
      params,
      connection,
    );
    const names = await featureNamesOf(em, [...new Set(rows.map((row) => row.feature_code))], connection);
    const days: ConsumptionReportDay[] = rows.map((row) => ({
      day: row.day,
      featureCode: row.feature_code,
      featureName: names.get(row.feature_code) ?? row.feature_code,
      quantity: Number(row.quantity),
    }));
    const totals = new Map<string, { featureCode: string; featureName: string; quantity: number }>();
    for (const day of days) {
      const total = totals.get(day.featureCode) ?? { featureCode: day.featureCode, featureName: day.featureName, quantity: 0 };
      total.quantity += day.quantity;
      totals.set(day.featureCode, total);
    }

    return {
      reportType: filter.reportType,
      title: REPORT_TITLES[filter.reportType],
      documentType: filter.documentType,
      documentNumber: filter.documentNumber,
      customerName: await this.customerNameOf(em, filter, connection),
      from: range.from,
      to: range.to,
      days,
      totals: [...totals.values()].sort((a, b) => a.featureCode.localeCompare(b.featureCode)),
    };
  }

  /** The name on the customer's latest licence (licence_plan keeps it as it was when issued). */
  private async customerNameOf(
    em: EntityManager,
    filter: GetConsumptionReportQuery['filter'],
    connection: ConnectionType,
  ): Promise<string | null> {
    if (filter.documentType === null || filter.documentNumber === null) return null;
    const [row] = await sql<{ customer_name: string }>(
      em,
      `select "customer_name" from "licensing"."licence_plan"
        where "document_type_id" = ? and "document_number" = ?
        order by "id" desc limit 1`,
      [filter.documentType, filter.documentNumber],
      connection,
    );
    return row?.customer_name ?? null;
  }
}
