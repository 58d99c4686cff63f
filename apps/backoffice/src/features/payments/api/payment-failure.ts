import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { PAYMENTS_TEXT } from '../payments.messages';

/**
 * Approve/reject failures (backoffice-catalogue.md §8): a 422 shows the server's message as a warning, anything
 * else "Error de servidor". A 409 (the order was decided meanwhile by someone else) also carries a Spanish
 * message that says so, and is shown like a 422. Resolves whether the order may have changed on the server.
 */
export function notifyDecisionFailure(error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
    notify.warning(error.statusMessage);
    return true;
  }
  notify.error(PAYMENTS_TEXT.serverError);
  return false;
}

/** A proof that could not be read: the server's own message, or the default of §8. */
export function notifyDownloadFailure(error: unknown): void {
  const body = error instanceof ApiError ? (error.body as { statusMessage?: unknown } | undefined) : undefined;
  const serverMessage = typeof body?.statusMessage === 'string' && body.statusMessage !== '' ? body.statusMessage : null;
  notify.error(serverMessage ?? PAYMENTS_TEXT.downloadError);
}
