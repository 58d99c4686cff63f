import { Query } from '@nestjs/cqrs';

export interface ChannelRecord {
  channelId: number;
  channelType: string;
}

/** The active sales channels. */
export class ListChannelsQuery extends Query<ChannelRecord[]> {}
