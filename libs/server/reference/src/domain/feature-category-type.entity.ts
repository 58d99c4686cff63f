import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Category of a feature type: F Funcionalidad Sistema, T Transaccionalidad. */
@Entity({ schema: 'reference', tableName: 'feature_category_type' })
export class FeatureCategoryType {
  @PrimaryKey({ type: 'string', length: 1 })
  code!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;
}
