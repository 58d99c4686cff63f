import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { brandByAppName } from '@lic/shared-rules';
import type { PrivacyPolicyView } from '@lic/shared-api-types';
import { PolicyVersion } from '../../../domain/policy-version.entity';
import { UnknownBrandError } from '../../../domain/privacy.errors';
import { policyOf } from '../../queries/get-privacy-policy/current-policy';
import { PublishPrivacyPolicyCommand } from './publish-privacy-policy.command';

@CommandHandler(PublishPrivacyPolicyCommand)
export class PublishPrivacyPolicyHandler implements ICommandHandler<PublishPrivacyPolicyCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ appName, text, by, effectiveOn }: PublishPrivacyPolicyCommand): Promise<PrivacyPolicyView> {
    const brand = brandByAppName(appName);
    if (!brand) throw new UnknownBrandError();
    // Two officers publishing at once: the primary key (app, version) lets one take the next number; the other
    // reads the versions again and takes the one after (each publication is kept, in the order they committed).
    for (let attempt = 1; ; attempt += 1) {
      const em = this.em.fork();
      const current = await policyOf(em, brand.appName);
      const published = PolicyVersion.publish({
        appName: brand.appName,
        version: current.version + 1,
        text,
        by,
        now: this.clock.now(),
        effectiveOn,
      });
      try {
        await em.persist(published).flush();
        return published.toView(brand.displayName);
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= 20) throw error;
      }
    }
  }
}
