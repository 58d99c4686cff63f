import type { FieldError } from '@lic/shared-api-types';

/** Raised by the validation pipe; the error filter turns it into a 400 with field errors. */
export class RequestValidationException extends Error {
  constructor(
    readonly summary: string,
    readonly fieldErrors: FieldError[],
  ) {
    super(summary);
  }
}
