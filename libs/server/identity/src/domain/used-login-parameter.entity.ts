import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The nonce of a login parameter already exchanged; a second exchange is refused. */
@Entity({ schema: 'identity', tableName: 'used_login_parameter' })
export class UsedLoginParameter {
  @PrimaryKey({ type: 'string', length: 64 })
  nonce!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  usedOn!: Date;

  /** After this moment the parameter is refused as expired anyway, so the row can go. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresOn!: Date;
}
