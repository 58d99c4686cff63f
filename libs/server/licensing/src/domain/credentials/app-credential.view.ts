import type { AppCredentialView } from '@lic/shared-api-types';
import type { AppCredential } from './app-credential.entity';

export function toAppCredentialView(credential: AppCredential): AppCredentialView {
  return {
    id: credential.id,
    appName: credential.appName,
    clientId: credential.clientId,
    description: credential.description,
    createdBy: credential.createdBy,
    createdOn: credential.createdOn.toISOString(),
    revokedOn: credential.revokedOn?.toISOString() ?? null,
    lastUsedOn: credential.lastUsedOn?.toISOString() ?? null,
  };
}
