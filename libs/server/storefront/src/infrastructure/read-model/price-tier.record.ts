import { DecimalType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { LicencePriceType } from '@lic/shared-api-types';

/**
 * A price tier of GetPriceByLicenseType: the price of up to `quantity` units (employees, documents or
 * licences) of a package, IVA included. Keyed by package code, which is stable across databases
 * (ids are not); the package id comes from the catalogue read model when answering.
 */
@Entity({ schema: 'ordering', tableName: 'price_tier' })
@Unique({ name: 'price_tier_type_package_code_quantity_unique', properties: ['type', 'packageCode', 'quantity'] })
export class PriceTierRecord {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 20 })
  type!: LicencePriceType;

  @Property({ type: 'string', length: 30 })
  packageCode!: string;

  /** Upper bound of the tier's units. */
  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  price!: number;
}
