import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { City } from '../../../domain/city.entity';
import { Department } from '../../../domain/department.entity';
import { GetStatesAndCitiesQuery, type DepartmentView } from './get-states-and-cities.query';

/** DIVIPOLA only changes with a migration: every form asks for it, so the view is kept for a while. */
const CACHE_MS = 10 * 60 * 1000;

const byName = (a: { name: string }, b: { name: string }): number => a.name.localeCompare(b.name, 'es');

@QueryHandler(GetStatesAndCitiesQuery)
export class GetStatesAndCitiesHandler implements IQueryHandler<GetStatesAndCitiesQuery> {
  private cached?: { at: number; views: Promise<DepartmentView[]> };

  constructor(private readonly em: EntityManager) {}

  execute(): Promise<DepartmentView[]> {
    if (!this.cached || Date.now() - this.cached.at > CACHE_MS) {
      const views = this.load();
      this.cached = { at: Date.now(), views };
      views.catch(() => (this.cached = undefined));
    }
    return this.cached.views;
  }

  private async load(): Promise<DepartmentView[]> {
    const [departments, cities] = await Promise.all([this.em.find(Department, {}), this.em.find(City, {})]);
    const views = new Map<number, DepartmentView>(
      departments.map((d) => [d.id, { id: d.id, daneCode: d.daneCode, name: d.name, cities: [] }]),
    );
    for (const city of cities) {
      views.get(city.department.id)?.cities.push({ id: city.id, daneCode: city.daneCode, name: city.name });
    }
    const list = [...views.values()].sort(byName);
    for (const department of list) department.cities.sort(byName);
    return list;
  }
}
