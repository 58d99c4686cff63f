import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { AppCredential } from '../../../domain/credentials/app-credential.entity';
import { toAppCredentialView } from '../../../domain/credentials/app-credential.view';
import { CreateAppCredentialCommand } from './create-app-credential.command';

@CommandHandler(CreateAppCredentialCommand)
export class CreateAppCredentialHandler implements ICommandHandler<CreateAppCredentialCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ appName, description }: CreateAppCredentialCommand): Promise<CreatedAppCredential> {
    const { credential, secret } = AppCredential.issue(appName, description.trim());
    await this.em.persist(credential).flush();
    return { ...toAppCredentialView(credential), clientSecret: secret };
  }
}
