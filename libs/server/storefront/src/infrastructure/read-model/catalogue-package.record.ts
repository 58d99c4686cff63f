import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { StoredPackageSnapshot } from '../../domain/storefront-package';

/**
 * The storefront's copy of a catalogue package (read model), kept by the catalogue's package events
 * and reconciled from ListPackageSnapshotsQuery at start. The columns the catalogue query filters on
 * sit beside the whole snapshot.
 */
@Entity({ schema: 'ordering', tableName: 'catalogue_package' })
@Index({ name: 'catalogue_package_service_names_idx', properties: ['serviceNames'], type: 'gin' })
export class CataloguePackageRecord {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  packageId!: number;

  @Property({ type: 'string', length: 30 })
  packageCode!: string;

  /** Upper-case names of the package's services. */
  @Property({ type: 'array', columnType: 'text[]' })
  serviceNames!: string[];

  /** 0 active, 1 inactive (catalogue idstate). */
  @Property({ type: 'smallint' })
  idstate!: number;

  @Property({ type: 'boolean' })
  publicVisibility!: boolean;

  /** Companies that may see the package when it is private. */
  @Property({ type: 'array', columnType: 'text[]' })
  customerIds!: string[];

  @Property({ type: 'json', columnType: 'jsonb' })
  snapshot!: StoredPackageSnapshot;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedOn!: Date;
}
