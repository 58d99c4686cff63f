import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Parameter } from '../../../domain/parameter.entity';
import { toParameterView, type ParameterView } from '../../../domain/parameter.view';
import { GetAppParametersQuery } from './get-app-parameters.query';

@QueryHandler(GetAppParametersQuery)
export class GetAppParametersHandler implements IQueryHandler<GetAppParametersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetAppParametersQuery): Promise<ParameterView[]> {
    const rows = await this.em.find(
      Parameter,
      { appName: query.appName, parameterType: query.parameterType },
      { orderBy: { parameterType: 'asc', id: 'asc' } },
    );
    return rows.flatMap((row) => toParameterView(row) ?? []);
  }
}
