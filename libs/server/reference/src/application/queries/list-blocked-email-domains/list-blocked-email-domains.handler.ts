import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BlockedEmailDomain } from '../../../domain/blocked-email-domain.entity';
import { ListBlockedEmailDomainsQuery } from './list-blocked-email-domains.query';

@QueryHandler(ListBlockedEmailDomainsQuery)
export class ListBlockedEmailDomainsHandler implements IQueryHandler<ListBlockedEmailDomainsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<string[]> {
    const rows = await this.em.find(BlockedEmailDomain, {}, { orderBy: { domain: 'asc' } });
    return rows.map((row) => row.domain);
  }
}
