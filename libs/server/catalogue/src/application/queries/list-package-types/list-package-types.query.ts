import { Query } from '@nestjs/cqrs';

export interface PackageTypeRecord {
  id: number;
  packageTypeCode: string;
  packageTypeName: string;
}

/** Package types 1 BAS, 2 CMB, 3 CMP. */
export class ListPackageTypesQuery extends Query<PackageTypeRecord[]> {}
