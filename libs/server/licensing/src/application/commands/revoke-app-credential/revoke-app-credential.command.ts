import { Command } from '@nestjs/cqrs';
import type { AppCredentialView } from '@lic/shared-api-types';

/** Staff revoke a credential: every replica refuses it within 5 seconds (AppCredentialVerifier). */
export class RevokeAppCredentialCommand extends Command<AppCredentialView> {
  constructor(readonly credentialId: string) {
    super();
  }
}
