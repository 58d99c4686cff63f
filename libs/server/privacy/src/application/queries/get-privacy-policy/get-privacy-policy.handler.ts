import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PrivacyPolicyView } from '@lic/shared-api-types';
import { policyOf } from './current-policy';
import { GetPrivacyPolicyQuery } from './get-privacy-policy.query';

@QueryHandler(GetPrivacyPolicyQuery)
export class GetPrivacyPolicyHandler implements IQueryHandler<GetPrivacyPolicyQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ appName, version }: GetPrivacyPolicyQuery): Promise<PrivacyPolicyView> {
    return policyOf(this.em.fork(), appName, version);
  }
}
