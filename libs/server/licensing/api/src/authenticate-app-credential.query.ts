import { Query } from '@nestjs/cqrs';

/** The app an `Authorization: Basic` header's credential belongs to. */
export interface AuthenticatedApp {
  credentialId: string;
  appName: string;
}

/**
 * Checks an app credential (HTTP Basic clientId:clientSecret) for another context's routes that apps call
 * with it (webhooks): the app, or the same 401 as licensing's own routes (LICENSING.CREDENTIAL_MISSING or
 * LICENSING.CREDENTIAL_INVALID) when the header is missing, malformed, unknown, wrong or revoked.
 */
export class AuthenticateAppCredentialQuery extends Query<AuthenticatedApp> {
  constructor(readonly authorization: string | undefined) {
    super();
  }
}
