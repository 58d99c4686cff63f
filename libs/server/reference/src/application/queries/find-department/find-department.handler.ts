import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Department } from '../../../domain/department.entity';
import { FindDepartmentQuery, type DepartmentSummaryView } from './find-department.query';

@QueryHandler(FindDepartmentQuery)
export class FindDepartmentHandler implements IQueryHandler<FindDepartmentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: FindDepartmentQuery): Promise<DepartmentSummaryView | null> {
    if (!Number.isSafeInteger(query.departmentId)) return null;
    const department = await this.em.findOne(Department, { id: query.departmentId });
    return department ? { id: department.id, daneCode: department.daneCode, name: department.name } : null;
  }
}
