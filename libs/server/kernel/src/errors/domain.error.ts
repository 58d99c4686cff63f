/**
 * Base of every business error. Domain and application code throw these, never HTTP exceptions;
 * the error-envelope filter maps `kind` to a status code (design.md §3).
 */
export type DomainErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'business_rule'
  | 'rate_limited'
  | 'too_large'
  | 'unsupported_media_type'
  | 'unavailable';

export interface DomainErrorField {
  field: string;
  message: string;
}

export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly kind: DomainErrorKind;
  /** Extra fields the clients read beside statusMessage (e.g. MinDateToRenewLicense). */
  readonly details: Record<string, unknown> = {};
  readonly fields: DomainErrorField[] = [];

  protected constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A business rule refused the request (422). */
export class BusinessRuleError extends DomainError {
  readonly kind = 'business_rule' as const;
  constructor(
    readonly code: string,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    Object.assign(this.details, details);
  }
}

export class NotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly kind = 'conflict' as const;
  constructor(
    readonly code: string,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    Object.assign(this.details, details);
  }
}

export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated' as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden' as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Input that passed the DTO rules but is still wrong (400 with field errors). */
export class InvalidInputError extends DomainError {
  readonly kind = 'validation' as const;
  constructor(
    readonly code: string,
    message: string,
    fields: DomainErrorField[] = [],
  ) {
    super(message);
    this.fields.push(...fields);
  }
}

/** Too many requests from one client (429). */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate_limited' as const;
  readonly code = 'TOO_MANY_REQUESTS';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** An upload or body above its size limit (413 with field errors). */
export class PayloadTooLargeError extends DomainError {
  readonly kind = 'too_large' as const;
  constructor(
    readonly code: string,
    message: string,
    fields: DomainErrorField[] = [],
  ) {
    super(message);
    this.fields.push(...fields);
  }
}

/** The server cannot take the request now but will soon (503 with Retry-After), e.g. contention that outlasted its retries. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable' as const;
  constructor(
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** A body in another format than the route reads (415), e.g. text or a form where JSON is expected. */
export class UnsupportedMediaTypeError extends DomainError {
  readonly kind = 'unsupported_media_type' as const;
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
