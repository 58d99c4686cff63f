import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { EmployeeMonthDetail } from '@lic/shared-api-types';
import { EMPLOYEE_FEATURE_CODE } from '../../../domain/feature-icons';
import { bogotaMonthRange, monthName } from '../../../domain/plan-dates';
import { activePlansWithBase } from '../../plan-reads/current-base-plan';
import { GetEmployeeMonthDetailQuery } from './get-employee-month-detail.query';

@QueryHandler(GetEmployeeMonthDetailQuery)
export class GetEmployeeMonthDetailHandler implements IQueryHandler<GetEmployeeMonthDetailQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ document, serviceName, year, month }: GetEmployeeMonthDetailQuery): Promise<EmployeeMonthDetail> {
    const em = this.em.fork();
    const { active } = await activePlansWithBase(em, document, serviceName, this.clock.now());
    const balances = active.flatMap((plan) => plan.balances.getItems()).filter((b) => b.featureCode === EMPLOYEE_FEATURE_CODE);
    const quantityTx = balances.reduce((sum, b) => sum + Number(b.total), 0);
    const { from, to } = bogotaMonthRange(year, month);
    const params: unknown[] = [document.documentNumber, EMPLOYEE_FEATURE_CODE, from, to];
    let typeFilter = '';
    if (document.documentTypeId !== null) {
      typeFilter = ' and document_type_id = ?';
      params.push(document.documentTypeId);
    }
    const [row] = await em.getConnection().execute<{ used: string | null }[]>(
      `select coalesce(sum(quantity), 0) as used from licensing.consumption_event
         where document_number = ? and feature_code = ? and occurred_at >= ? and occurred_at < ?${typeFilter}`,
      params,
    );
    const quantityUse = Number(row?.used ?? 0);
    return { nameMonth: monthName(month), year, month, quantityTx, quantityUse, quantityBalance: Math.max(0, quantityTx - quantityUse) };
  }
}
