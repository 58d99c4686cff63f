import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { EntityState } from './entity-state';

/** A sales channel a package is offered through (Web, Call center, Aliados...); reference data of the catalogue. */
@Entity({ schema: 'catalogue', tableName: 'channel' })
export class Channel {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100, unique: 'channel_channel_type_unique' })
  channelType!: string;

  @Property({ type: 'smallint' })
  idstate: EntityState = EntityState.ACTIVE;
}
