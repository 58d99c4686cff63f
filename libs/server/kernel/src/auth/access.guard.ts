import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { GenericMessage } from '@lic/shared-api-types';
import { ForbiddenError, UnauthenticatedError } from '../errors/domain.error';
import { ACCESS_RULE, type AccessRule } from './access-rule.decorator';
import { isStaff, type AuthenticatedUser } from './authenticated-user';
import { SessionRevocations } from './session-revocations';

interface GuardedRequest {
  method: string;
  originalUrl?: string;
  url: string;
  ip?: string;
  headers: Record<string, string | string[] | undefined>;
  user?: AuthenticatedUser;
}

/**
 * Global guard: every route needs a token unless it is declared public, and a route without a
 * declared access rule is refused. Refusals are logged.
 */
@Injectable()
export class AccessGuard extends AuthGuard('bearer') {
  private readonly logger = new Logger('Access');

  constructor(
    private readonly reflector: Reflector,
    private readonly revocations: SessionRevocations,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [context.getHandler(), context.getClass()]);
    if (!rule) {
      this.refuse(request, 'route without an access rule');
      throw new ForbiddenError('ACCESS.NO_RULE', GenericMessage.FORBIDDEN);
    }
    // App credentials are checked by the route's own guard (no token, no passport on this hot path).
    if (rule.kind === 'app') return true;
    if (rule.kind === 'staffOrApp' && /^Basic\s+\S+/i.test(String(request.headers.authorization ?? ''))) return true;
    const bearer = /^Bearer\s+\S+/i.test(String(request.headers.authorization ?? ''));
    if (rule.kind === 'public') {
      if (bearer) await this.tryAuthenticate(context);
      return true;
    }
    if (!bearer) {
      this.refuse(request, 'no token');
      throw new UnauthenticatedError('ACCESS.NO_TOKEN', GenericMessage.UNAUTHENTICATED);
    }
    await super.canActivate(context);
    const user = request.user as AuthenticatedUser;
    await this.refuseRevoked(request, user);
    if (!this.allows(rule, user)) {
      this.refuse(request, `user ${user.userName} lacks the access rule ${JSON.stringify(rule)}`);
      throw new ForbiddenError('ACCESS.FORBIDDEN', GenericMessage.FORBIDDEN);
    }
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error || !user) {
      const request = context.switchToHttp().getRequest<GuardedRequest>();
      this.refuse(request, 'invalid or expired token');
      throw new UnauthenticatedError('ACCESS.INVALID_TOKEN', GenericMessage.UNAUTHENTICATED);
    }
    return user;
  }

  /** A public route treats a revoked or invalid token as no token. */
  private async tryAuthenticate(context: ExecutionContext): Promise<void> {
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    try {
      await super.canActivate(context);
      await this.refuseRevoked(request, request.user as AuthenticatedUser);
    } catch {
      request.user = undefined;
    }
  }

  private async refuseRevoked(request: GuardedRequest, user: AuthenticatedUser): Promise<void> {
    if (!user.sessionId || (await this.revocations.isRevoked(user.sessionId))) {
      this.refuse(request, `session ${user.sessionId} of ${user.userName} revoked`);
      throw new UnauthenticatedError('ACCESS.SESSION_REVOKED', GenericMessage.UNAUTHENTICATED);
    }
  }

  private allows(rule: AccessRule, user: AuthenticatedUser): boolean {
    switch (rule.kind) {
      case 'public':
      case 'authenticated':
      case 'app':
        return true;
      case 'customer':
        return Boolean(user.customerType && user.customerValue);
      case 'staff':
      case 'staffOrApp': {
        if (!isStaff(user)) return false;
        const held = new Set(user.privileges);
        const anyOf = rule.kind === 'staff' ? rule.anyOf : [];
        return rule.allOf.every((p) => held.has(p)) && (anyOf.length === 0 || anyOf.some((p) => held.has(p)));
      }
    }
  }

  private refuse(request: GuardedRequest, reason: string): void {
    this.logger.warn({ method: request.method, url: request.originalUrl ?? request.url, ip: request.ip, reason }, 'authorization refused');
  }
}
