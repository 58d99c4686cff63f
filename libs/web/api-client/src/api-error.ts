import type { FieldError } from '@lic/shared-api-types';

/** A failed call: the HTTP status (0 when the server did not answer) and the API's error envelope. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly statusMessage: string;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(init: { status: number; statusMessage: string; code?: string; errors?: FieldError[]; body?: unknown }) {
    super(init.statusMessage);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.statusMessage = init.statusMessage;
    this.errors = init.errors ?? [];
    this.body = init.body;
  }
}
