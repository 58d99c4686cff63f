import { Query } from '@nestjs/cqrs';
import type { PackageSnapshot } from './package-snapshot';

/** Every package as its events describe it, for a context that (re)builds a read model. */
export class ListPackageSnapshotsQuery extends Query<PackageSnapshot[]> {
  constructor(readonly packageIds?: number[]) {
    super();
  }
}
