import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { EmployeeMonth } from '@lic/shared-api-types';
import { bogotaMonthsBetween, monthName } from '../../../domain/plan-dates';
import { activePlansWithBase } from '../../plan-reads/current-base-plan';
import { GetEmployeeMonthsQuery } from './get-employee-months.query';

@QueryHandler(GetEmployeeMonthsQuery)
export class GetEmployeeMonthsHandler implements IQueryHandler<GetEmployeeMonthsQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ document, serviceName }: GetEmployeeMonthsQuery): Promise<EmployeeMonth[]> {
    const now = this.clock.now();
    const { base } = await activePlansWithBase(this.em.fork(), document, serviceName, now);
    return bogotaMonthsBetween(base.effectiveDate, now)
      .reverse()
      .map(({ year, month }) => ({ nameMonth: monthName(month), year, month }));
  }
}
