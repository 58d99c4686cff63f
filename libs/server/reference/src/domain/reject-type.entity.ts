import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A reason to reject a cash payment proof (backoffice-catalogue.md §3). */
@Entity({ schema: 'reference', tableName: 'reject_type' })
export class RejectType {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 200 })
  rejectTypeDescription!: string;
}
