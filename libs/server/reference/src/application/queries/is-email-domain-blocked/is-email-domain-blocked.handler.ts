import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isBlockedEmailDomain } from '@lic/shared-rules';
import { ListBlockedEmailDomainsQuery } from '../list-blocked-email-domains/list-blocked-email-domains.query';
import { IsEmailDomainBlockedQuery } from './is-email-domain-blocked.query';

@QueryHandler(IsEmailDomainBlockedQuery)
export class IsEmailDomainBlockedHandler implements IQueryHandler<IsEmailDomainBlockedQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute(query: IsEmailDomainBlockedQuery): Promise<boolean> {
    return isBlockedEmailDomain(query.email, await this.queryBus.execute(new ListBlockedEmailDomainsQuery()));
  }
}
