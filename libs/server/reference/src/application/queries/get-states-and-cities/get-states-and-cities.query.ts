import { Query } from '@nestjs/cqrs';

export interface CityView {
  id: number;
  daneCode: string;
  name: string;
}

export interface DepartmentView {
  id: number;
  daneCode: string;
  name: string;
  cities: CityView[];
}

/** Every department of Colombia with its municipalities, by name. */
export class GetStatesAndCitiesQuery extends Query<DepartmentView[]> {}
