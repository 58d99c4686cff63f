import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AuthenticateAppCredentialQuery, type AuthenticatedApp } from '@lic/server-licensing-api';
import { parseBasicCredential } from '../../../domain/credentials/app-credential-secret';
import { InvalidAppCredentialError } from '../../../domain/credentials/credentials.errors';
import { AppCredentialVerifier } from '../../../infrastructure/credentials/app-credential-verifier';

/** The same check as AppCredentialGuard's (the cached verifier, the same 401s), for routes of other contexts. */
@QueryHandler(AuthenticateAppCredentialQuery)
export class AuthenticateAppCredentialHandler implements IQueryHandler<AuthenticateAppCredentialQuery> {
  constructor(private readonly verifier: AppCredentialVerifier) {}

  async execute({ authorization }: AuthenticateAppCredentialQuery): Promise<AuthenticatedApp> {
    const basic = parseBasicCredential(authorization);
    if (!basic) throw new InvalidAppCredentialError(!authorization);
    const app = await this.verifier.verify(basic.clientId, basic.secret);
    if (!app) throw new InvalidAppCredentialError();
    return app;
  }
}
