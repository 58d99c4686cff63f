import express, { type NextFunction, type Request, type Response } from 'express';
import { ErrorCode } from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { PayloadTooLargeError } from '../errors/domain.error';
import { UPLOAD_BODY_LIMIT_BYTES } from '../uploads/uploaded-file';

/**
 * JSON parser of the upload routes (base64 files), placed before the API's own: a body larger than a file
 * at the limit can hold is refused with 413 and the spec's size message (storefront.md §5) from its
 * Content-Length, before it is read. Paths are compared without case, as the routes are.
 */
export function uploadBodyLimit(paths: readonly string[]) {
  const uploads = new Set(paths.map((path) => path.toLowerCase()));
  const parse = express.json({ limit: UPLOAD_BODY_LIMIT_BYTES });
  return function uploadBodyLimit(request: Request, response: Response, next: NextFunction): void {
    const path = request.path.toLowerCase().replace(/\/+$/, '');
    if (!uploads.has(path)) {
      next();
      return;
    }
    parse(request, response, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') {
        next(new PayloadTooLargeError(ErrorCode.PAYLOAD_TOO_LARGE, MESSAGES.fileSize, [{ field: 'body', message: MESSAGES.fileSize }]));
      } else {
        next(error);
      }
    });
  };
}
