import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import type { ConsentView } from '@lic/shared-api-types';
import { Consent } from '../../../domain/consent.entity';
import { ListConsentsQuery } from './list-consents.query';

@QueryHandler(ListConsentsQuery)
export class ListConsentsHandler implements IQueryHandler<ListConsentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListConsentsQuery): Promise<ConsentView[]> {
    const or: FilterQuery<Consent>[] = [];
    if (filter.documentNumber) or.push({ documentNumber: filter.documentNumber });
    if (filter.userName) or.push({ userName: filter.userName });
    if (filter.email) or.push({ holderEmail: filter.email.toLowerCase() });
    if (or.length === 0) return [];
    const found = await this.em.fork().find(Consent, { $or: or }, { orderBy: { acceptedAt: 'desc', id: 'asc' }, limit: 500 });
    return found.map((consent) => consent.toView());
  }
}
