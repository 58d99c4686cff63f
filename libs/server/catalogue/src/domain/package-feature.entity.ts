import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Package } from './package.entity';
import type { StorageUnit } from './package-terms';
import { Service } from './service.entity';
import { ServiceFeature } from './service-feature.entity';

/** A feature a package grants for one of its services, in a quantity (1,000,000 = unlimited). */
@Entity({ schema: 'catalogue', tableName: 'package_feature' })
@Unique({ name: 'package_feature_package_id_service_id_service_feature_id_unique', properties: ['package', 'service', 'serviceFeature'] })
export class PackageFeature {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Package, { deleteRule: 'cascade' })
  package!: Rel<Package>;

  @ManyToOne(() => Service)
  service!: Service;

  @ManyToOne(() => ServiceFeature)
  serviceFeature!: ServiceFeature;

  @Property({ type: 'integer' })
  quantity!: number;

  /** MB or GB for storage features (the quantity is in that unit); null for the others. */
  @Property({ type: 'string', length: 2, nullable: true })
  storageUnit?: StorageUnit | null;
}
