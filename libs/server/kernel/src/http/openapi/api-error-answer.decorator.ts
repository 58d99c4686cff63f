import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { ReferenceObject, SchemaObject } from '@nestjs/swagger';

/** The component every error answer of the document points to (design.md §3, libs/shared/api-types ErrorEnvelope). */
export const ERROR_ENVELOPE_REF = '#/components/schemas/ErrorEnvelope';

export interface ApiErrorAnswerOptions {
  /** Fields the envelope of this answer carries besides code/statusMessage/errors (e.g. `available` of a 409). */
  extra?: Record<string, SchemaObject>;
  /** The answer carries Retry-After (seconds): 429 and 503. */
  retryAfter?: boolean;
  /** An example body (must match the envelope). */
  example?: Record<string, unknown>;
}

/**
 * Documents an error answer of a route with the shared error envelope: the codes a client may switch on
 * belong in the description (`LICENSING.PLAN_SUSPENDED`, ...). The generic answers every route can give
 * (400, 401, 403, 429, from the access rule and the global guards) are added to the document by
 * documentAccessAndErrors; declare here only the answers that are the route's own (404, 409, 422, 503, ...)
 * or that say more than the generic one.
 */
export function ApiErrorAnswer(status: number, description: string, options: ApiErrorAnswerOptions = {}) {
  const schema: SchemaObject & Partial<ReferenceObject> = options.extra
    ? { allOf: [{ $ref: ERROR_ENVELOPE_REF }, { type: 'object', properties: options.extra }] }
    : { $ref: ERROR_ENVELOPE_REF };
  if (options.example) schema.example = options.example;
  return applyDecorators(
    ApiResponse({
      status,
      description,
      schema,
      ...(options.retryAfter
        ? { headers: { 'Retry-After': { description: 'Segundos a esperar antes de reintentar.', schema: { type: 'integer' } } } }
        : {}),
    }),
  );
}
