import { Query } from '@nestjs/cqrs';

/** Active packages of a type and relevance: a new package takes order count + 1, an edited one count. */
export class CountPackagesByTypeQuery extends Query<number> {
  constructor(
    readonly packageTypeId: number,
    readonly relevance: number,
  ) {
    super();
  }
}
