import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Parameter } from '../../../domain/parameter.entity';
import { DEFAULT_PARAMETER_APP } from '../../../domain/parameter-type';
import { ParameterNotFoundError } from '../../../domain/reference.errors';
import { toParameterView, type ParameterView } from '../../../domain/parameter.view';
import { GetParameterByCodeQuery } from './get-parameter-by-code.query';

@QueryHandler(GetParameterByCodeQuery)
export class GetParameterByCodeHandler implements IQueryHandler<GetParameterByCodeQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: GetParameterByCodeQuery): Promise<ParameterView> {
    const apps = [...new Set([query.appName, DEFAULT_PARAMETER_APP])];
    const rows = await this.em.find(Parameter, { parameterCode: query.parameterCode, appName: { $in: apps } });
    for (const app of apps) {
      const row = rows.find((candidate) => candidate.appName === app);
      const view = row && toParameterView(row);
      if (view) return view;
    }
    throw new ParameterNotFoundError();
  }
}
