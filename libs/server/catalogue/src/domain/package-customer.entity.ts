import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Package } from './package.entity';

/** A company that may see a private package; the company lives in the customers context (by id). */
@Entity({ schema: 'catalogue', tableName: 'package_customer' })
@Unique({ name: 'package_customer_package_id_customer_id_unique', properties: ['package', 'customerId'] })
export class PackageCustomer {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => Package, { deleteRule: 'cascade' })
  package!: Rel<Package>;

  @Property({ type: 'uuid' })
  customerId!: string;
}
