import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { CountPromotionCodeOrdersQuery } from '@lic/server-ordering-api';
import { PROMOTION_CODE_REPORT_TITLE, type PromotionCodeReport } from '@lic/shared-api-types';
import { addDays, reportRangeEnding } from '../../../domain/reports/report-range';
import { GetPromotionCodeReportQuery } from './get-promotion-code-report.query';

/** Bogotá is UTC−5 all year: its midnight of a day as an instant. */
const bogotaMidnight = (day: string): Date => new Date(`${day}T05:00:00Z`);

@QueryHandler(GetPromotionCodeReportQuery)
export class GetPromotionCodeReportHandler implements IQueryHandler<GetPromotionCodeReportQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<PromotionCodeReport> {
    const range = reportRangeEnding(this.clock.now());
    const codes = await this.queryBus.execute(
      new CountPromotionCodeOrdersQuery(bogotaMidnight(range.from), bogotaMidnight(addDays(range.to, 1))),
    );
    return { title: PROMOTION_CODE_REPORT_TITLE, from: range.from, to: range.to, codes };
  }
}
