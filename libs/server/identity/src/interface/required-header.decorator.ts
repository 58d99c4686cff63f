import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { InvalidInputError } from '@lic/server-kernel';
import { ErrorCode } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';

const MAX_HEADER_CHARS = 200;

/**
 * A header the specs use as a parameter (iduser, role, connectionId). The validation pipe does not
 * look at headers, so a missing or oversized one is reported here, in the envelope of a body field.
 */
export const RequiredHeader = createParamDecorator((name: string, context: ExecutionContext): string => {
  const headers = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined> }>().headers;
  const raw = headers[name.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const message = !value ? MESSAGES.required : value.length > MAX_HEADER_CHARS ? MESSAGES.maxLength(MAX_HEADER_CHARS) : undefined;
  if (message) throw new InvalidInputError(ErrorCode.VALIDATION, `${name}: ${message}`, [{ field: name, message }]);
  return value;
});
