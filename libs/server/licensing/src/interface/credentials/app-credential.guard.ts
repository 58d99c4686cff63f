import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { parseBasicCredential } from '../../domain/credentials/app-credential-secret';
import { InvalidAppCredentialError } from '../../domain/credentials/credentials.errors';
import { AppCredentialVerifier } from '../../infrastructure/credentials/app-credential-verifier';

/** The app whose credential called (set by AppCredentialGuard). */
export interface CallingApp {
  credentialId: string;
  appName: string;
}

interface CredentialRequest {
  headers: Record<string, string | string[] | undefined>;
  callingApp?: CallingApp;
}

/**
 * Routes declared @AppCredential() (kernel) pass the global AccessGuard without a token; this guard
 * checks their `Authorization: Basic base64(clientId:secret)`: 401 when missing, unknown, wrong or revoked.
 */
@Injectable()
export class AppCredentialGuard implements CanActivate {
  constructor(private readonly verifier: AppCredentialVerifier) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CredentialRequest>();
    const header = request.headers.authorization;
    const basic = parseBasicCredential(typeof header === 'string' ? header : undefined);
    if (!basic) throw new InvalidAppCredentialError(!header);
    const app = await this.verifier.verify(basic.clientId, basic.secret);
    if (!app) throw new InvalidAppCredentialError();
    request.callingApp = app;
    return true;
  }
}

export const CurrentApp = createParamDecorator((_data: unknown, context: ExecutionContext): CallingApp => {
  const app = context.switchToHttp().getRequest<CredentialRequest>().callingApp;
  if (!app) throw new InvalidAppCredentialError(true);
  return app;
});
