import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { City } from '../../../domain/city.entity';
import { FindCityQuery, type CityWithDepartmentView } from './find-city.query';

@QueryHandler(FindCityQuery)
export class FindCityHandler implements IQueryHandler<FindCityQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(query: FindCityQuery): Promise<CityWithDepartmentView | null> {
    if (!Number.isSafeInteger(query.cityId)) return null;
    const city = await this.em.findOne(City, { id: query.cityId }, { populate: ['department'] });
    if (!city) return null;
    return {
      id: city.id,
      daneCode: city.daneCode,
      name: city.name,
      departmentId: city.department.id,
      departmentName: city.department.name,
    };
  }
}
