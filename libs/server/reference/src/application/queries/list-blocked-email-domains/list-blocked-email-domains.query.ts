import { Query } from '@nestjs/cqrs';

/** The blocked e-mail domains, in alphabetical order. */
export class ListBlockedEmailDomainsQuery extends Query<string[]> {}
