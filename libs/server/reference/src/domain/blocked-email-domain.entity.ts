import { Entity, PrimaryKey } from '@mikro-orm/decorators/legacy';

/** An e-mail domain refused in every customer form (disposable mailboxes). */
@Entity({ schema: 'reference', tableName: 'blocked_email_domain' })
export class BlockedEmailDomain {
  @PrimaryKey({ type: 'string', length: 100 })
  domain!: string;
}
