import { CallHandler, ExecutionContext, Inject, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { catchError, concatMap, from, Observable, switchMap } from 'rxjs';
import type { AuthenticatedUser } from '../../auth/authenticated-user';
import { ReadReplicas } from './read-replicas';
import { readScope, type ReadScope } from './read-scope';
import { WRITE_MARKS, type WriteMarks } from './write-marks';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Read-your-writes (decision 0022). A GET or HEAD runs in a scope that lets its queries use a replica,
 * once the replicas have replayed the signed-in user's last write; any other request reads and writes
 * the primary, and before its answer leaves, the primary's WAL position is remembered as that user's
 * last write (in Redis when configured, so every API replica knows it).
 */
@Injectable()
export class ReadYourWritesInterceptor implements NestInterceptor {
  private readonly logger = new Logger('ReadYourWrites');

  constructor(
    private readonly replicas: ReadReplicas,
    @Inject(WRITE_MARKS) private readonly marks: WriteMarks,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !this.replicas.enabled) return next.handle();
    const request = context.switchToHttp().getRequest<{ method: string; user?: AuthenticatedUser }>();
    const userId = request.user?.userId;
    if (READ_METHODS.has(request.method.toUpperCase()))
      return from(this.scopeOfRead(userId)).pipe(switchMap((scope) => this.inScope(scope, next)));
    const rememberWrite = async () => {
      if (userId) await this.rememberWrite(userId);
    };
    return this.inScope({ replicaAllowed: false }, next).pipe(
      concatMap(async (value) => {
        await rememberWrite();
        return value;
      }),
      catchError((error: unknown) =>
        from(rememberWrite()).pipe(
          concatMap(() => {
            throw error;
          }),
        ),
      ),
    );
  }

  private inScope(scope: ReadScope, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) => readScope.run(scope, () => next.handle().subscribe(subscriber)));
  }

  private async scopeOfRead(userId: string | undefined): Promise<ReadScope> {
    if (!userId) return { replicaAllowed: true };
    try {
      return { replicaAllowed: true, mustSee: await this.marks.lastWrite(userId) };
    } catch (error) {
      // Without the user's last write we cannot tell whether a replica has it: the primary has.
      this.logger.warn(`last write of a user unknown, reading from the primary: ${error instanceof Error ? error.message : String(error)}`);
      return { replicaAllowed: false };
    }
  }

  private async rememberWrite(userId: string): Promise<void> {
    try {
      await this.marks.record(userId, await this.replicas.primaryPosition());
    } catch (error) {
      this.logger.error(`last write of a user not remembered: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
