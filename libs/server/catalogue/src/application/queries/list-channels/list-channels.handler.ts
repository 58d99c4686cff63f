import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Channel } from '../../../domain/channel.entity';
import { EntityState } from '../../../domain/entity-state';
import { ListChannelsQuery, type ChannelRecord } from './list-channels.query';

@QueryHandler(ListChannelsQuery)
export class ListChannelsHandler implements IQueryHandler<ListChannelsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ChannelRecord[]> {
    const channels = await this.em.find(Channel, { idstate: EntityState.ACTIVE }, { orderBy: { id: 'asc' } });
    return channels.map((c) => ({ channelId: c.id, channelType: c.channelType }));
  }
}
