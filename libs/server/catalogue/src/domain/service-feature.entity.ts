import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { CatalogueMessage } from './catalogue.messages';
import { EntityState, isActiveState } from './entity-state';
import { FeatureType } from './feature-type.entity';

export interface ServiceFeatureData {
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureType: FeatureType;
  /** null: a principal feature. */
  parent: ServiceFeature | null;
  featureAlias: string | null;
  urlImageFeature: string | null;
  colorFeature: string | null;
}

/**
 * A feature of a service type that packages grant in quantities (COLNOMINA_EMPLEADO...). Features form
 * one level: a principal feature (no parent) groups the features of its service type.
 */
@Entity({ schema: 'catalogue', tableName: 'service_feature' })
export class ServiceFeature extends AuditedEntity {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer' })
  serviceTypeId!: number;

  /** The code the apps report consumption with. */
  @Property({ type: 'string', length: 50, unique: 'service_feature_service_feature_code_unique' })
  serviceFeatureCode!: string;

  @Property({ type: 'string', length: 250 })
  featureDescription!: string;

  @ManyToOne(() => FeatureType, { fieldName: 'feature_type_id' })
  featureType!: FeatureType;

  @Property({ type: 'smallint' })
  idstate: EntityState = EntityState.ACTIVE;

  @ManyToOne(() => ServiceFeature, { fieldName: 'feature_relation_id', nullable: true })
  featureRelation?: ServiceFeature | null;

  @Property({ type: 'string', length: 100, nullable: true })
  featureAlias?: string | null;

  @Property({ type: 'string', length: 1000, nullable: true })
  urlImageFeature?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  colorFeature?: string | null;

  static register(data: ServiceFeatureData, state: EntityState = EntityState.ACTIVE): ServiceFeature {
    const feature = new ServiceFeature();
    feature.update(data);
    feature.idstate = state;
    return feature;
  }

  update(data: ServiceFeatureData): void {
    this.serviceTypeId = data.serviceTypeId;
    this.serviceFeatureCode = data.serviceFeatureCode.trim();
    this.featureDescription = data.featureDescription.trim();
    this.featureType = data.featureType;
    this.featureRelation = data.parent;
    this.featureAlias = data.featureAlias?.trim() || null;
    this.urlImageFeature = data.urlImageFeature?.trim() || null;
    this.colorFeature = data.colorFeature?.trim() || null;
  }

  get active(): boolean {
    return isActiveState(this.idstate);
  }

  get isPrincipal(): boolean {
    return !this.featureRelation;
  }

  changeState(state: EntityState): void {
    this.idstate = state;
  }
}

export interface ParentCheck {
  /** Id of the feature being edited; undefined for a new one. */
  featureId?: number;
  serviceTypeId: number;
  parent: ServiceFeature | null;
  /** Id of the parent asked for, when the parent was not found. */
  requestedParentId?: number | null;
  /** The feature being edited is the parent of others. */
  hasChildren: boolean;
  /** The feature being edited changes service type. */
  changesServiceType: boolean;
}

/** Why the requested parent cannot be used, or null: features form one level within a service type. */
export function parentRuleViolation(check: ParentCheck): string | null {
  const wantsParent = check.parent !== null || check.requestedParentId != null;
  if (check.hasChildren && (wantsParent || check.changesServiceType)) return CatalogueMessage.principalWithChildren;
  if (!wantsParent) return null;
  if (!check.parent) return CatalogueMessage.parentNotFound;
  if (check.featureId !== undefined && check.parent.id === check.featureId) return CatalogueMessage.parentIsItself;
  if (!check.parent.isPrincipal) return CatalogueMessage.parentNotPrincipal;
  if (check.parent.serviceTypeId !== check.serviceTypeId) return CatalogueMessage.parentOtherServiceType;
  return null;
}
