import { NotFoundError, UnauthenticatedError } from '@lic/server-kernel';
import { CredentialCode, CredentialMessage } from './credentials.messages';

/** No credential, a malformed one, an unknown client id, a wrong secret or a revoked credential: 401. */
export class InvalidAppCredentialError extends UnauthenticatedError {
  constructor(missing = false) {
    super(missing ? CredentialCode.MISSING : CredentialCode.INVALID, missing ? CredentialMessage.missing : CredentialMessage.invalid);
  }
}

export class AppCredentialNotFoundError extends NotFoundError {
  constructor() {
    super(CredentialCode.NOT_FOUND, CredentialMessage.notFound);
  }
}
