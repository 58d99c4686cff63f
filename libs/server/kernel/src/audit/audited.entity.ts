import { BeforeCreate, BeforeUpdate, Property } from '@mikro-orm/decorators/legacy';
import { auditContext } from './audit-context';

/** Audit fields every back-office entity carries (design.md §4), filled from the token on every write. */
export abstract class AuditedEntity {
  @Property({ type: 'string', length: 100 })
  createdBy: string = auditContext.actorName();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn: Date = new Date();

  @Property({ type: 'string', length: 100, nullable: true })
  modifiedBy?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  modifiedOn?: Date | null;

  @BeforeCreate()
  protected stampCreation(): void {
    this.createdBy = auditContext.actorName();
    this.createdOn = new Date();
  }

  @BeforeUpdate()
  protected stampModification(): void {
    this.modifiedBy = auditContext.actorName();
    this.modifiedOn = new Date();
  }
}
