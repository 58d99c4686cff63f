import { Command } from '@nestjs/cqrs';
import type { CreatedAppCredential } from '@lic/shared-api-types';

/** Staff create a credential for an app; the answer carries the secret, the only time it is shown. */
export class CreateAppCredentialCommand extends Command<CreatedAppCredential> {
  constructor(
    readonly appName: string,
    readonly description: string,
  ) {
    super();
  }
}
