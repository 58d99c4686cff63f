import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An order already turned into plans. Inserted in the same transaction as its plans: the primary key
 * is what makes issuance idempotent (a replayed PaymentApproved finds it and issues nothing).
 */
@Entity({ schema: 'licensing', tableName: 'licence_issue' })
export class LicenceIssue {
  @PrimaryKey({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  issuedOn!: Date;

  @Property({ type: 'string', length: 100, nullable: true })
  issuedBy?: string | null;

  @Property({ type: 'string', length: 1000 })
  description!: string;

  static of(referenceUuid: string, issuedOn: Date, description: string, issuedBy: string | null = null): LicenceIssue {
    const issue = new LicenceIssue();
    issue.referenceUuid = referenceUuid;
    issue.issuedOn = issuedOn;
    issue.description = description.slice(0, 1000);
    issue.issuedBy = issuedBy;
    return issue;
  }
}
