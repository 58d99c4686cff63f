import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ChannelRecord } from '../list-channels/list-channels.query';
import { requirePackage } from '../../package-lookup/package-lookup';
import { GetPackageChannelsQuery } from './get-package-channels.query';

@QueryHandler(GetPackageChannelsQuery)
export class GetPackageChannelsHandler implements IQueryHandler<GetPackageChannelsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ packageId }: GetPackageChannelsQuery): Promise<ChannelRecord[]> {
    const pkg = await requirePackage(this.em, packageId, ['channels']);
    return pkg.channels
      .getItems()
      .map((c) => ({ channelId: c.id, channelType: c.channelType }))
      .sort((a, b) => a.channelId - b.channelId);
  }
}
