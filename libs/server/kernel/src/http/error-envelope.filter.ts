import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Response } from 'express';
import { ErrorCode, GenericMessage, type ErrorEnvelope, type FieldError } from '@lic/shared-api-types';
import { DomainError, RateLimitedError, UnavailableError, type DomainErrorKind } from '../errors/domain.error';
import { asDatabaseUnavailable, DATABASE_RETRY_AFTER_SECONDS, DatabaseUnavailableError } from '../database/database-unavailable';
import { RequestValidationException } from './request-validation.exception';

const statusByKind: Record<DomainErrorKind, number> = {
  validation: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  not_found: HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  business_rule: HttpStatus.UNPROCESSABLE_ENTITY,
  rate_limited: HttpStatus.TOO_MANY_REQUESTS,
  too_large: HttpStatus.PAYLOAD_TOO_LARGE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

const codeByStatus: Record<number, string> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  422: ErrorCode.BUSINESS_RULE,
  429: ErrorCode.TOO_MANY_REQUESTS,
};

const messageByStatus: Record<number, string> = {
  400: GenericMessage.VALIDATION,
  401: GenericMessage.UNAUTHENTICATED,
  403: GenericMessage.FORBIDDEN,
  404: GenericMessage.NOT_FOUND,
  413: GenericMessage.PAYLOAD_TOO_LARGE,
  429: GenericMessage.TOO_MANY_REQUESTS,
};

/** What an error is answered with: status, envelope and, for a 429 or 503, the seconds of Retry-After. */
export interface ErrorAnswer {
  status: number;
  body: ErrorEnvelope & Record<string, unknown>;
  retryAfterSeconds?: number;
}

/**
 * Writes every error as the envelope of design.md §3; bad input never becomes a 500, nor does a database
 * that cannot take the request for now (503 DATABASE_UNAVAILABLE with Retry-After, decision 0043).
 */
@Catch()
export class ErrorEnvelopeFilter implements ExceptionFilter {
  private readonly logger = new Logger('ErrorEnvelope');
  private lastDatabaseWarning = 0;

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    if (response.headersSent) return;
    const { status, body, retryAfterSeconds } = this.toEnvelope(exception);
    if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
    this.report(exception, status);
    response.status(status).json(body);
  }

  /** Logs what a 5xx means: the stack of a defect; one line a second at most while the database is unavailable. */
  report(exception: unknown, status: number): void {
    if (status < 500 || (exception instanceof UnavailableError && !(exception instanceof DatabaseUnavailableError))) return;
    const unavailable = asDatabaseUnavailable(exception);
    if (!unavailable) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      return;
    }
    const now = Date.now();
    if (now - this.lastDatabaseWarning < 1000) return;
    this.lastDatabaseWarning = now;
    const cause = unavailable.cause ?? exception;
    this.logger.warn(
      `database unavailable (${unavailable.reason}), answered 503: ${cause instanceof Error ? cause.message : String(cause)}`,
    );
  }

  toEnvelope(exception: unknown): ErrorAnswer {
    if (
      !(exception instanceof DomainError) &&
      !(exception instanceof HttpException) &&
      !(exception instanceof RequestValidationException)
    ) {
      const unavailable = asDatabaseUnavailable(exception);
      if (unavailable) return this.toEnvelope(unavailable);
    }
    if (exception instanceof DomainError) {
      const status = statusByKind[exception.kind];
      return {
        status,
        body: {
          statusCode: status,
          code: exception.code,
          statusMessage: exception.message,
          errors: exception.fields,
          ...exception.details,
        },
        ...(exception instanceof RateLimitedError || exception instanceof UnavailableError
          ? { retryAfterSeconds: exception.retryAfterSeconds }
          : {}),
      };
    }
    if (exception instanceof RequestValidationException) {
      return {
        status: 400,
        body: { statusCode: 400, code: ErrorCode.VALIDATION, statusMessage: exception.summary, errors: exception.fieldErrors },
      };
    }
    if (exception instanceof HttpException && exception.cause instanceof SyntaxError) {
      return {
        status: 400,
        body: envelope(400, ErrorCode.MALFORMED_JSON, GenericMessage.MALFORMED_JSON, [
          { field: 'body', message: GenericMessage.MALFORMED_JSON },
        ]),
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const message = bodyMessage(raw, status);
      const code =
        (typeof raw === 'object' && raw && typeof (raw as { code?: unknown }).code === 'string'
          ? (raw as { code: string }).code
          : undefined) ??
        codeByStatus[status] ??
        (status >= 500 ? ErrorCode.INTERNAL : ErrorCode.VALIDATION);
      // Every 503 says when to come back (a guard's own, terminus' health check).
      return {
        status,
        body: envelope(status, code, message),
        ...(status === 503 ? { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS } : {}),
      };
    }
    if (isBodyParserError(exception)) {
      const status = exception.status;
      if (exception.type === 'entity.parse.failed') {
        return {
          status: 400,
          body: envelope(400, ErrorCode.MALFORMED_JSON, GenericMessage.MALFORMED_JSON, [
            { field: 'body', message: GenericMessage.MALFORMED_JSON },
          ]),
        };
      }
      return {
        status,
        body: envelope(status, codeByStatus[status] ?? ErrorCode.VALIDATION, messageByStatus[status] ?? GenericMessage.VALIDATION),
      };
    }
    return { status: 500, body: envelope(500, ErrorCode.INTERNAL, GenericMessage.INTERNAL) };
  }
}

function envelope(
  statusCode: number,
  code: string,
  statusMessage: string,
  errors: FieldError[] = [],
): ErrorEnvelope & Record<string, unknown> {
  return { statusCode, code, statusMessage, errors };
}

function bodyMessage(raw: string | object, status: number): string {
  const fallback = messageByStatus[status] ?? (status >= 500 ? GenericMessage.INTERNAL : GenericMessage.VALIDATION);
  if (typeof raw === 'object' && raw !== null) {
    const candidate = (raw as { statusMessage?: unknown }).statusMessage;
    if (typeof candidate === 'string') return candidate;
  }
  // Framework messages are English (e.g. "Cannot GET /x"): the client always gets the Spanish text.
  return fallback;
}

interface BodyParserError {
  status: number;
  type: string;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as BodyParserError).status === 'number' &&
    typeof (error as BodyParserError).type === 'string' &&
    (error as BodyParserError).status >= 400 &&
    (error as BodyParserError).status < 500
  );
}
