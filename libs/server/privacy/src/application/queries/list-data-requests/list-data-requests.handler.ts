import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { DataRequestView } from '@lic/shared-api-types';
import { DataRequest } from '../../../domain/data-request.entity';
import { ListDataRequestsQuery } from './list-data-requests.query';

@QueryHandler(ListDataRequestsQuery)
export class ListDataRequestsHandler implements IQueryHandler<ListDataRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ filter }: ListDataRequestsQuery): Promise<DataRequestView[]> {
    const where: FilterQuery<DataRequest>[] = [];
    if (filter.userName) where.push({ userName: filter.userName });
    if (filter.state) where.push({ state: filter.state });
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push({
        $or: [
          { number: { $ilike: like } },
          { holderName: { $ilike: like } },
          { holderEmail: { $ilike: like } },
          { documentNumber: { $ilike: like } },
        ],
      });
    }
    const found = await this.em
      .fork()
      .find(DataRequest, where.length ? { $and: where } : {}, { orderBy: { dueOn: 'asc', number: 'asc' }, limit: 500 });
    const now = this.clock.now();
    const views = found.map((request) => request.toView(now));
    // Open requests first (nearest deadline first), then the answered ones, latest first.
    return [...views.filter((v) => v.state !== 'RESPONDIDA'), ...views.filter((v) => v.state === 'RESPONDIDA').reverse()];
  }
}
