import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { CATALOGUE_TEXT } from '../catalogue.messages';

export function isBusinessRule(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 422;
}

/** 422: the given warning (or the server's message); anything else: "Error de servidor" (backoffice-catalogue.md §8). */
export function notifySaveFailure(error: unknown, warning?: string): void {
  if (isBusinessRule(error)) notify.warning(warning ?? error.statusMessage);
  else notify.error(CATALOGUE_TEXT.serverError);
}
