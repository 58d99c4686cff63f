import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { CountPromoCodeOrdersQuery } from '@lic/server-ordering-api';
import { PROMO_CODE_REPORT_TITLE, type PromoCodeReport } from '@lic/shared-api-types';
import { addDays, reportRangeEnding } from '../../../domain/reports/report-range';
import { GetPromoCodeReportQuery } from './get-promo-code-report.query';

/** Bogotá is UTC−5 all year: its midnight of a day as an instant. */
const bogotaMidnight = (day: string): Date => new Date(`${day}T05:00:00Z`);

@QueryHandler(GetPromoCodeReportQuery)
export class GetPromoCodeReportHandler implements IQueryHandler<GetPromoCodeReportQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<PromoCodeReport> {
    const range = reportRangeEnding(this.clock.now());
    const codes = await this.queryBus.execute(
      new CountPromoCodeOrdersQuery(bogotaMidnight(range.from), bogotaMidnight(addDays(range.to, 1))),
    );
    return { title: PROMO_CODE_REPORT_TITLE, from: range.from, to: range.to, codes };
  }
}
