import type { ExecutionContext } from '@nestjs/common';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../../config/app-config';
import { declaredRateLimits, RATE_LIMIT } from './rate-limit.decorator';

export const GLOBAL_BUCKET = 'default';

/**
 * The throttlers: the global bucket (RATE_LIMIT_PER_MINUTE on every route) and one per @RateLimit
 * name, skipped on the routes that do not declare it. Counts are per client IP (req.ip, so TRUST_PROXY
 * decides which address that is) and shared by every route of a bucket.
 */
export function rateLimitOptions(config: AppConfig): ThrottlerModuleOptions {
  const named = declaredRateLimits().map((bucket) => ({
    name: bucket.name,
    limit: typeof bucket.points === 'function' ? bucket.points(config) : bucket.points,
    ttl: bucket.windowSeconds * 1000,
    skipIf: (context: ExecutionContext) => Reflect.getMetadata(RATE_LIMIT, context.getHandler()) !== bucket.name,
  }));
  return {
    setHeaders: false,
    throttlers: [{ name: GLOBAL_BUCKET, limit: config.globalRateLimit, ttl: 60_000 }, ...named],
  };
}
