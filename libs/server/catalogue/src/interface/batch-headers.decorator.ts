import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { InvalidInputError } from '@lic/server-kernel';
import { ErrorCode } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import type { Batch } from '../domain/batch';

export const BATCH_DEFAULT_ROWS = 50;
export const BATCH_MAX_ROWS = 500;
const LAST_ROW_MAX = 10_000_000;

type Headers = Record<string, string | string[] | undefined>;

function header(headers: Headers, name: string): string | undefined {
  const raw = headers[name.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

function integerHeader(headers: Headers, name: string, min: number, max: number, fallback?: number): number {
  const value = header(headers, name);
  if (value === undefined && fallback !== undefined) return fallback;
  const message =
    value === undefined
      ? MESSAGES.required
      : /^\d{1,10}$/.test(value) && Number(value) >= min && Number(value) <= max
        ? null
        : MESSAGES.integerRange(min, max);
  if (message) throw new InvalidInputError(ErrorCode.VALIDATION, `${name}: ${message}`, [{ field: name, message }]);
  return Number(value);
}

/**
 * The batch headers of the service-feature lists: lastRow (rows already loaded, default 0) and numRows
 * (rows to take, default 50, at most 500). The validation pipe does not look at headers.
 */
export const BatchHeaders = createParamDecorator((_data: unknown, context: ExecutionContext): Batch => {
  const headers = context.switchToHttp().getRequest<{ headers: Headers }>().headers;
  return {
    lastRow: integerHeader(headers, 'lastRow', 0, LAST_ROW_MAX, 0),
    numRows: integerHeader(headers, 'numRows', 1, BATCH_MAX_ROWS, BATCH_DEFAULT_ROWS),
  };
});

/** A required id sent as a header (promotionalCodeId). */
export const IdHeader = createParamDecorator((name: string, context: ExecutionContext): number => {
  const headers = context.switchToHttp().getRequest<{ headers: Headers }>().headers;
  return integerHeader(headers, name, 1, 2_147_483_647);
});
