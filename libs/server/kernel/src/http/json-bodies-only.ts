import type { NextFunction, Request, Response } from 'express';
import { ErrorCode, GenericMessage } from '@lic/shared-api-types';
import { UnsupportedMediaTypeError } from '../errors/domain.error';

/** application/json, whatever its parameters (charset): the one type body-parser reads as JSON. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(?:;|$)/i;

/** Whether a request carries a body: a length above zero, or a chunked one. */
function hasBody(request: Request): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * Placed before the body parsers on the API's paths (decision 0053): a body that is not JSON (text, a
 * form, no Content-Type) gets one 415 saying which type is expected, instead of being read as empty and
 * refused field by field. A request without a body passes (its route may need none). The consumption and
 * entitlement fast paths take only JSON, so other types reach this through Nest as well.
 */
export function jsonBodiesOnly(paths: RegExp) {
  return function jsonBodiesOnly(request: Request, _response: Response, next: NextFunction): void {
    if (!paths.test(request.path) || !hasBody(request) || JSON_MEDIA_TYPE.test(request.headers['content-type'] ?? '')) return next();
    next(new UnsupportedMediaTypeError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, GenericMessage.UNSUPPORTED_MEDIA_TYPE));
  };
}
