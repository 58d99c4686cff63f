import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RecordConsentCommand } from '@lic/server-privacy-api';
import { Consent } from '../../../domain/consent.entity';
import { ShownPolicyOutdatedError } from '../../../domain/privacy.errors';
import { policyOf } from '../../queries/get-privacy-policy/current-policy';

/** Keeps the proof of a form's acceptance with the brand's policy version of that moment. */
@CommandHandler(RecordConsentCommand)
export class RecordConsentHandler implements ICommandHandler<RecordConsentCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ consent }: RecordConsentCommand): Promise<{ policyVersion: number }> {
    const em = this.em.fork();
    const { shownPolicyVersion, ...proof } = consent;
    const policy = await policyOf(em, consent.appName);
    if (shownPolicyVersion !== undefined && shownPolicyVersion !== policy.version) throw new ShownPolicyOutdatedError(policy.version);
    await em.persist(Consent.record({ ...proof, appName: policy.appName, policyVersion: policy.version })).flush();
    return { policyVersion: policy.version };
  }
}
