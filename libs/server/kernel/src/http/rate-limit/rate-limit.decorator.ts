import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';

export interface RateLimitOptions {
  /** Name of the bucket; routes sharing a name share the count (per client IP). */
  name: string;
  /** Requests allowed per window and client IP; a number or a function of the configuration. */
  points: number | ((config: AppConfig) => number);
  windowSeconds: number;
}

export const RATE_LIMIT = 'lic:rate-limit';

const buckets = new Map<string, RateLimitOptions>();

/**
 * A tighter limit than the global one for this route (e.g. login). Each name becomes a named
 * @nestjs/throttler throttler that only the routes declaring it pass (rate-limit.options.ts).
 */
export const RateLimit = (options: RateLimitOptions): MethodDecorator => {
  const known = buckets.get(options.name);
  const differentPoints = typeof known?.points === 'number' && typeof options.points === 'number' && known.points !== options.points;
  if (known && (differentPoints || typeof known.points !== typeof options.points || known.windowSeconds !== options.windowSeconds))
    throw new Error(`Rate-limit bucket "${options.name}" is declared twice with different limits`);
  buckets.set(options.name, options);
  return SetMetadata(RATE_LIMIT, options.name);
};

/** Every bucket declared by a route so far (routes are imported before the application starts). */
export function declaredRateLimits(): RateLimitOptions[] {
  return [...buckets.values()];
}
