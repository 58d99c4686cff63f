import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { AppCredentialView } from '@lic/shared-api-types';
import { AppCredential } from '../../../domain/credentials/app-credential.entity';
import { AppCredentialNotFoundError } from '../../../domain/credentials/credentials.errors';
import { AppCredentialVerifier } from '../../../infrastructure/credentials/app-credential-verifier';
import { toAppCredentialView } from '../../../domain/credentials/app-credential.view';
import { RevokeAppCredentialCommand } from './revoke-app-credential.command';

@CommandHandler(RevokeAppCredentialCommand)
export class RevokeAppCredentialHandler implements ICommandHandler<RevokeAppCredentialCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly verifier: AppCredentialVerifier,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ credentialId }: RevokeAppCredentialCommand): Promise<AppCredentialView> {
    const credential = await this.em.findOne(AppCredential, { id: credentialId });
    if (!credential) throw new AppCredentialNotFoundError();
    credential.revoke(this.clock.now());
    await this.em.flush();
    this.verifier.forget(credential.clientId);
    return toAppCredentialView(credential);
  }
}
