import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ConsentStatus } from '@lic/shared-api-types';
import { Consent } from '../../../domain/consent.entity';
import { policyOf } from '../get-privacy-policy/current-policy';
import { GetConsentStatusQuery } from './get-consent-status.query';

@QueryHandler(GetConsentStatusQuery)
export class GetConsentStatusHandler implements IQueryHandler<GetConsentStatusQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ appName, userName }: GetConsentStatusQuery): Promise<ConsentStatus> {
    const em = this.em.fork();
    const policy = await policyOf(em, appName);
    const [latest] = await em.find(Consent, { appName: policy.appName, userName }, { orderBy: { policyVersion: 'desc' }, limit: 1 });
    const acceptedVersion = latest?.policyVersion ?? null;
    // Version 1 is what every account accepted on its purchase or registration form before consents were kept;
    // a later version asks everyone again.
    const mustAccept = policy.version > 1 && (acceptedVersion ?? 0) < policy.version;
    return { appName: policy.appName, currentVersion: policy.version, acceptedVersion, mustAccept };
  }
}
