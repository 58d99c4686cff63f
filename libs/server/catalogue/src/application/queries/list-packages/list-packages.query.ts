import { Query } from '@nestjs/cqrs';
import type { PackageRecord } from '@lic/shared-api-types';

/** A package as GetPackages answers it: the wire shape of libs/shared/api-types. */
export type { PackageRecord };

/** Every package, active and inactive, ordered by type, relevance (Alta first) and order. */
export class ListPackagesQuery extends Query<PackageRecord[]> {}
