import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, CLOCK, RedisConnection, type AppConfig, type Clock } from '@lic/server-kernel';
import { AccountLockedError } from '../../../domain/identity.errors';
import {
  FORGET_FAILURES_AFTER_MS,
  waitBeforeAttempt,
  withFailure,
  type SignInFailurePolicy,
  type SignInFailureRecord,
} from '../../../domain/sign-in-failures';
import { User } from '../../../domain/user.entity';
import { SIGN_IN_FAILURE_STORE, type SignInFailureStore } from '../../../infrastructure/sign-in-failure.store';

const MAX_CAS_TRIES = 8;

/**
 * Counts sign-in attempts per user name (domain/sign-in-failures.ts). An attempt is counted as failed
 * before the password is checked, so parallel guesses cannot pass the limit; a success clears it.
 * While the store is unreachable attempts pass (logged), like the rate limits.
 */
@Injectable()
export class SignInAttempts {
  private readonly logger = new Logger('SignInAttempts');
  private readonly policy: SignInFailurePolicy;

  constructor(
    @Inject(SIGN_IN_FAILURE_STORE) private readonly store: SignInFailureStore,
    private readonly redis: RedisConnection,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.policy = {
      slowdownAfter: config.loginSlowdownAfterFailures,
      lockAfter: config.loginLockAfterFailures,
      lockMinutes: config.loginLockMinutes,
    };
  }

  /** Refuses (429) while the user name must wait; otherwise counts this attempt as failed. */
  async begin(userName: string): Promise<void> {
    const key = this.keyOf(userName);
    try {
      for (let attempt = 0; attempt < MAX_CAS_TRIES; attempt++) {
        const now = this.clock.now().getTime();
        const stored = await this.store.read(key);
        const record = stored ? (JSON.parse(stored) as SignInFailureRecord) : null;
        const waitMs = waitBeforeAttempt(record, now);
        if (waitMs > 0) throw new AccountLockedError(waitMs);
        const next = JSON.stringify(withFailure(record, now, this.policy));
        if (await this.store.replace(key, stored, next, FORGET_FAILURES_AFTER_MS)) return;
      }
      // Lost every race: that many parallel attempts of one user name are an attack.
      throw new AccountLockedError(1000);
    } catch (error) {
      if (error instanceof AccountLockedError) {
        this.logger.warn({ userName, retryAfterSeconds: error.retryAfterSeconds }, 'sign-in refused: too many failures');
        throw error;
      }
      this.logger.error({ err: error }, 'sign-in failure store unreachable: attempt let through');
    }
  }

  async succeeded(userName: string): Promise<void> {
    await this.store
      .remove(this.keyOf(userName))
      .catch((error: unknown) => this.logger.error({ err: error }, 'sign-in failure store unreachable'));
  }

  private keyOf(userName: string): string {
    return this.redis.key('sign-in-failures', createHash('sha256').update(User.normaliseUserName(userName)).digest('hex'));
  }
}
