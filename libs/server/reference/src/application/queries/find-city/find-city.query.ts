import { Query } from '@nestjs/cqrs';

export interface CityWithDepartmentView {
  id: number;
  daneCode: string;
  name: string;
  departmentId: number;
  departmentName: string;
}

/** A municipality by id (number of its DANE code) with its department; null when unknown. */
export class FindCityQuery extends Query<CityWithDepartmentView | null> {
  constructor(readonly cityId: number) {
    super();
  }
}
