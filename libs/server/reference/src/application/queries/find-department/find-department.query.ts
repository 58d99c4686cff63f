import { Query } from '@nestjs/cqrs';

export interface DepartmentSummaryView {
  id: number;
  daneCode: string;
  name: string;
}

/** A department by id (number of its DANE code); null when unknown. */
export class FindDepartmentQuery extends Query<DepartmentSummaryView | null> {
  constructor(readonly departmentId: number) {
    super();
  }
}
