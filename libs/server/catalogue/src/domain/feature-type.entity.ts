import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { EntityState, isActiveState } from './entity-state';

import type { FeatureCategoryType } from '@lic/server-catalogue-api';

export { FEATURE_CATEGORY_TYPES, type FeatureCategoryType } from '@lic/server-catalogue-api';

/** Features of this type are quantities of storage, configured in MB or GB (backoffice-catalogue.md §2.1). */
export const STORAGE_FEATURE_TYPE_NAME = 'Almacenamiento';

export function isStorageFeatureTypeName(name: string): boolean {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase() === 'almacenamiento';
}

/** What a service feature measures or enables (Documentos electrónicos, Usuarios, Almacenamiento...). */
@Entity({ schema: 'catalogue', tableName: 'feature_type' })
export class FeatureType extends AuditedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 50, unique: 'feature_type_feature_type_name_unique' })
  featureTypeName!: string;

  @Property({ type: 'string', length: 1 })
  categoryType!: FeatureCategoryType;

  @Property({ type: 'smallint' })
  idstate: EntityState = EntityState.ACTIVE;

  static register(featureTypeName: string, categoryType: FeatureCategoryType, state: EntityState = EntityState.ACTIVE): FeatureType {
    const type = new FeatureType();
    type.update(featureTypeName, categoryType);
    type.idstate = state;
    return type;
  }

  update(featureTypeName: string, categoryType: FeatureCategoryType): void {
    this.featureTypeName = featureTypeName.trim();
    this.categoryType = categoryType;
  }

  get active(): boolean {
    return isActiveState(this.idstate);
  }

  get isStorage(): boolean {
    return isStorageFeatureTypeName(this.featureTypeName);
  }

  changeState(state: EntityState): void {
    this.idstate = state;
  }
}
