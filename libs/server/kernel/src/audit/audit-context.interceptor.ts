import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ANONYMOUS_ACTOR, auditContext } from './audit-context';

/** Runs the handler inside the audit context of the token's user, so entity hooks know the actor. */
@Injectable()
export class AuditContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const user = context.switchToHttp().getRequest<{ user?: AuthenticatedUser }>().user;
    const actor = { userName: user?.userName ?? ANONYMOUS_ACTOR };
    return new Observable((subscriber) => auditContext.run(actor, () => next.handle().subscribe(subscriber)));
  }
}
