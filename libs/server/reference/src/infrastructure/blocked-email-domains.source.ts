import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { BlockedEmailDomainsSource } from '@lic/server-kernel';
import { ListBlockedEmailDomainsQuery } from '../application/queries/list-blocked-email-domains/list-blocked-email-domains.query';

/** Feeds the kernel's blocked-domain rule (IsEmailAddress({ checkBlockedDomains: true })) from this context. */
@Injectable()
export class ReferenceBlockedEmailDomainsSource implements BlockedEmailDomainsSource {
  constructor(private readonly queryBus: QueryBus) {}

  blockedDomains(): Promise<readonly string[]> {
    return this.queryBus.execute(new ListBlockedEmailDomainsQuery());
  }
}
