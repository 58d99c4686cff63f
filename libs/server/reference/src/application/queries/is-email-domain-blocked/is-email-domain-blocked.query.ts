import { Query } from '@nestjs/cqrs';

/** True when the e-mail's domain, or a domain it belongs to, is blocked. */
export class IsEmailDomainBlockedQuery extends Query<boolean> {
  constructor(readonly email: string) {
    super();
  }
}
