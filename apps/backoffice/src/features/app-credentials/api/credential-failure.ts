import { ApiError } from '@lic/web-api-client';
import { notify } from '@lic/web-ui';
import { APP_CREDENTIALS_TEXT } from '../app-credentials.messages';

/** A refused request shows the server's Spanish message (400, 404, 422); anything else "Error de servidor". */
export function notifyCredentialFailure(error: unknown): void {
  if (error instanceof ApiError && [400, 404, 409, 422].includes(error.status)) notify.warning(error.statusMessage);
  else notify.error(APP_CREDENTIALS_TEXT.serverError);
}
