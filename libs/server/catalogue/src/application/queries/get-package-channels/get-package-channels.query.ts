import { Query } from '@nestjs/cqrs';
import type { ChannelRecord } from '../list-channels/list-channels.query';

/** The channels a package is offered through. */
export class GetPackageChannelsQuery extends Query<ChannelRecord[]> {
  constructor(readonly packageId: number) {
    super();
  }
}
