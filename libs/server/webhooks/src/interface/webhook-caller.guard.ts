import { CanActivate, createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { UnauthenticatedError } from '@lic/server-kernel';
import { AuthenticateAppCredentialQuery } from '@lic/server-licensing-api';
import { GenericMessage } from '@lic/shared-api-types';

/** Who manages webhooks: an app (its own webhooks only) or staff (every app's: appName null). */
export interface WebhookCaller {
  appName: string | null;
}

interface CallerRequest {
  headers: Record<string, string | string[] | undefined>;
  /** Set by the AccessGuard once it checked a staff token. */
  user?: unknown;
  webhookCaller?: WebhookCaller;
}

/**
 * The webhooks routes are StaffOrApp: a Bearer token was checked by the global AccessGuard (staff with
 * LICENSES); an `Authorization: Basic` app credential is checked here through licensing's published
 * query, and every command and query then sees the calling app's webhooks only.
 */
@Injectable()
export class WebhookCallerGuard implements CanActivate {
  constructor(private readonly queryBus: QueryBus) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<CallerRequest>();
    const header = request.headers.authorization;
    if (typeof header === 'string' && /^Basic\s/i.test(header)) {
      const app = await this.queryBus.execute(new AuthenticateAppCredentialQuery(header));
      request.webhookCaller = { appName: app.appName };
    } else if (request.user) {
      request.webhookCaller = { appName: null };
    } else {
      throw new UnauthenticatedError('ACCESS.NO_TOKEN', GenericMessage.UNAUTHENTICATED);
    }
    return true;
  }
}

/** The caller WebhookCallerGuard identified; a route without the guard answers 401 rather than serve staff's view. */
export const CurrentWebhookCaller = createParamDecorator((_data: unknown, context: ExecutionContext): WebhookCaller => {
  const caller = context.switchToHttp().getRequest<CallerRequest>().webhookCaller;
  if (!caller) throw new UnauthenticatedError('ACCESS.NO_TOKEN', GenericMessage.UNAUTHENTICATED);
  return caller;
});
