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

/**
 * Why the server refused a save, in its own Spanish words: the field messages when it names fields, otherwise its
 * statusMessage. Undefined when it did not answer or failed on its own side (5xx), where it gives no reason.
 */
export function serverReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined;
  const fieldMessages = [...new Set(error.errors.map((fieldError) => fieldError.message).filter((message) => message !== ''))];
  return fieldMessages.length > 0 ? fieldMessages.join(' ') : error.statusMessage || undefined;
}
