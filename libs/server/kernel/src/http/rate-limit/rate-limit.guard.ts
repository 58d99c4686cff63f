import { CanActivate, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { GenericMessage } from '@lic/shared-api-types';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { RateLimitedError } from '../../errors/domain.error';
import { RATE_LIMIT, type RateLimitOptions } from './rate-limit.decorator';

/**
 * Rate limiting per client IP with rate-limiter-flexible: a generous global bucket for every route
 * and tighter named buckets declared with @RateLimit (docs/decisions/0002-rate-limiting-and-logging.md).
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');
  private readonly global: RateLimiterAbstract;
  private readonly named = new Map<string, RateLimiterAbstract>();

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.global = new RateLimiterMemory({ keyPrefix: 'global', points: config.globalRateLimit, duration: 60 });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<{ ip?: string; method: string; url: string }>();
    const key = request.ip ?? 'unknown';
    await this.consume(this.global, key, request);
    const options = this.reflector.get<RateLimitOptions | undefined>(RATE_LIMIT, context.getHandler());
    if (options) await this.consume(this.limiterFor(options), key, request);
    return true;
  }

  private limiterFor(options: RateLimitOptions): RateLimiterAbstract {
    let limiter = this.named.get(options.name);
    if (!limiter) {
      const points = typeof options.points === 'function' ? options.points(this.config) : options.points;
      limiter = new RateLimiterMemory({ keyPrefix: options.name, points, duration: options.windowSeconds });
      this.named.set(options.name, limiter);
    }
    return limiter;
  }

  private async consume(limiter: RateLimiterAbstract, key: string, request: { method: string; url: string }): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        this.logger.warn({ key, method: request.method, url: request.url, bucket: limiter.keyPrefix }, 'rate limit reached');
        throw new RateLimitedError(GenericMessage.TOO_MANY_REQUESTS, Math.ceil(rejection.msBeforeNext / 1000));
      }
      throw rejection;
    }
  }
}
