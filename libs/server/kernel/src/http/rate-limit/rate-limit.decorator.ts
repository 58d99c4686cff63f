import { SetMetadata } from '@nestjs/common';

export interface RateLimitOptions {
  /** Name of the bucket; routes sharing a name share the count. */
  name: string;
  /** Requests allowed per window and client IP; a number or a function of the configuration. */
  points: number | ((config: import('../../config/app-config').AppConfig) => number);
  windowSeconds: number;
}

export const RATE_LIMIT = 'lic:rate-limit';

/** A tighter limit than the global one for this route (e.g. login). */
export const RateLimit = (options: RateLimitOptions) => SetMetadata(RATE_LIMIT, options);
