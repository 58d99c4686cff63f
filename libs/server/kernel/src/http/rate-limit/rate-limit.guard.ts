import { Injectable, Logger, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';
import { GenericMessage } from '@lic/shared-api-types';
import { RateLimitedError } from '../../errors/domain.error';

/**
 * @nestjs/throttler's guard with the project's answers: a bucket is counted per name and client (not
 * per route), and a refusal is the Spanish 429 envelope with Retry-After (docs/decisions/0002).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  private readonly refusals = new Logger('RateLimit');

  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    return context.getType() !== 'http';
  }

  protected override generateKey(_context: ExecutionContext, tracker: string, name: string): string {
    return `${name}:${tracker}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    const request = context.switchToHttp().getRequest<{ method: string; url: string }>();
    this.refusals.warn({ key: detail.key, method: request.method, url: request.url }, 'rate limit reached');
    throw new RateLimitedError(GenericMessage.TOO_MANY_REQUESTS, Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  }
}
