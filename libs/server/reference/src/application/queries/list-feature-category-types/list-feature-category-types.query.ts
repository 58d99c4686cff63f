import { Query } from '@nestjs/cqrs';

export interface FeatureCategoryTypeView {
  code: string;
  name: string;
}

/** The categories of feature types: F Funcionalidad Sistema, T Transaccionalidad. */
export class ListFeatureCategoryTypesQuery extends Query<FeatureCategoryTypeView[]> {}
